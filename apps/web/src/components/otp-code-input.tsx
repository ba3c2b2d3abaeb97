import { OTP_LENGTH } from '@ico/domain/constants';
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

type OtpCodeInputProps = Omit<TextInputProps, 'label'> & { ref?: Ref<HTMLInputElement> };

/** The box for the authenticator app's 6-digit code: digits keyboard, the browser's one-time-code fill, spaced digits. */
export function OtpCodeInput(props: OtpCodeInputProps) {
  const { t } = useTranslation('step-up');
  return (
    <TextInput
      label={t('prompt.label')}
      leftSection={<IconDeviceMobile size={18} aria-hidden />}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      placeholder="123456"
      size="md"
      styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
      {...props}
    />
  );
}
