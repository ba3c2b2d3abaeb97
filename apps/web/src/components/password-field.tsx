import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's password input with a translated name on its show/hide button. */
export function PasswordField(props: PasswordInputProps & { ref?: React.Ref<HTMLInputElement> }) {
  const { t } = useTranslation('step-up');
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': t('password.show') }}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
    />
  );
}
