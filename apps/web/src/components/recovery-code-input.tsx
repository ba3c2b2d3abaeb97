import { TextInput, type TextInputProps } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

type RecoveryCodeInputProps = Omit<TextInputProps, 'label'> & { ref?: Ref<HTMLInputElement> };

/** The box for a recovery code: letters and digits, dashes optional, no autocorrection or capitalisation tricks. */
export function RecoveryCodeInput(props: RecoveryCodeInputProps) {
  const { t } = useTranslation('step-up');
  return (
    <TextInput
      label={t('prompt.recoveryLabel')}
      description={t('prompt.recoveryHint')}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      leftSection={<IconLifebuoy size={18} aria-hidden />}
      autoComplete="off"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      maxLength={40}
      placeholder="XXXX-XXXX-XXXX-XXXX"
      size="md"
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.08em' } }}
      {...props}
    />
  );
}
