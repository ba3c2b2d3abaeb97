import { zodResolver } from '@hookform/resolvers/zod';
import { type ClosureRequest, closureRequestSchema } from '@ico/domain/contracts/account-closures';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors, errorText, useFieldError } from '../../lib/error-text';

type StepUpDialogProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  text: ReactNode;
  submitLabel: string;
  /** Two-factor is on: the code is asked at once (the server would answer 405 without it). */
  twoFactor: boolean;
  /** The closure asks why (optional); the download does not. */
  withReason?: boolean;
  danger?: boolean;
  pending: boolean;
  /** The failed call, if the last one failed: put under its field, or shown above the buttons. */
  error: unknown;
  onSubmit: (values: ClosureRequest) => void;
};

/**
 * The step-up of the data-rights actions: the current password and, with two-factor on (or after the server answered
 * 405 OTP_REQUIRED), the one-time code, checked by the domain's schema; the server's answer goes under its field.
 */
export function StepUpDialog(props: StepUpDialogProps) {
  const { opened, onClose, title, text, submitLabel, twoFactor, withReason = false, danger = false, pending, error, onSubmit } = props;
  const { t } = useTranslation('data-rights');
  const fieldError = useFieldError();
  const [askCode, setAskCode] = useState(twoFactor);
  const form = useForm<ClosureRequest>({ resolver: zodResolver(closureRequestSchema), defaultValues: { password: '', reason: '' } });
  const { reset, setError } = form;
  const { errors } = form.formState;

  useEffect(() => {
    if (opened) {
      reset({ password: '', reason: '' });
      setAskCode(twoFactor);
    }
  }, [opened, reset, twoFactor]);

  const code = error instanceof ApiError ? error.code : undefined;
  useEffect(() => {
    if (code === 'OTP_REQUIRED') setAskCode(true);
    applyServerErrors(error, setError, ['password', 'otp', 'reason'], {
      OLD_PASSWORD_WRONG: 'password',
      WRONG_OTP: 'otp',
      OTP_REQUIRED: 'otp',
    });
  }, [error, code, setError]);
  const onField = code === 'OLD_PASSWORD_WRONG' || code === 'WRONG_OTP' || code === 'OTP_REQUIRED' || code === 'VALIDATION_FAILED';

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('stepUp.close') }}
      title={
        <Text fw={600} size="lg">
          {title}
        </Text>
      }
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((values) =>
          onSubmit({
            password: values.password,
            ...(values.otp ? { otp: values.otp } : {}),
            ...(values.reason ? { reason: values.reason } : {}),
          }),
        )}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed" lh={1.6}>
            {text}
          </Text>
          {withReason && (
            <Textarea
              {...form.register('reason')}
              label={t('closure.reason')}
              description={t('closure.reasonHint')}
              autosize
              minRows={2}
              maxRows={6}
              error={fieldError(errors.reason)}
            />
          )}
          <PasswordInput
            {...form.register('password')}
            label={t('stepUp.password')}
            autoComplete="current-password"
            withAsterisk
            error={fieldError(errors.password)}
            data-autofocus
          />
          {askCode && (
            <TextInput
              {...form.register('otp', { setValueAs: (value: string) => value.trim() || undefined })}
              label={t('stepUp.otp')}
              description={t('stepUp.otpHint')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              withAsterisk
              error={fieldError(errors.otp)}
            />
          )}
          {error !== null && error !== undefined && !onField && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {errorText(error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('stepUp.cancel')}
            </Button>
            <Button type="submit" color={danger ? 'red.9' : undefined} loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
