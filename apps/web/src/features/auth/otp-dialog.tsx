import { zodResolver } from '@hookform/resolvers/zod';
import { type OtpForm, otpFormSchema } from '@ico/domain/auth-schemas';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFieldError } from '../../lib/error-text';
import { INQUIRY_LINK } from '../../lib/site-map';
import { OtpCodeInput } from './otp-code-input';

type OtpDialogProps = {
  opened: boolean;
  loading: boolean;
  onSubmit: (otp: string) => void;
  onCancel: () => void;
  /** Defaults to 'Enter your one-time code'. */
  title?: string;
  text?: string;
  submitLabel?: string;
  /** The code confirms something that weakens the account (turning two-factor off). */
  danger?: boolean;
};

/** Asks for the 6-digit code of the authenticator app (spec section 4: the 405 answer opens it). */
export function OtpDialog({ opened, loading, onSubmit, onCancel, title, text, submitLabel, danger = false }: OtpDialogProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const form = useForm<OtpForm>({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });
  const { reset } = form;
  useEffect(() => {
    if (opened) reset({ otp: '' });
  }, [opened, reset]);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      title={
        <Text fw={600} size="lg">
          {title ?? t('otp.title')}
        </Text>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(({ otp }) => onSubmit(otp))}>
        <Stack gap="md">
          <Text size="sm" c="dimmed" lh={1.6}>
            {text ?? t('otp.text')}
          </Text>
          <OtpCodeInput {...form.register('otp')} error={fieldError(form.formState.errors.otp)} data-autofocus />
          <Anchor component={Link} to={INQUIRY_LINK.otpReset} size="sm">
            {t('otp.lostDevice')}
          </Anchor>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={loading}>
              {t('shared.cancel')}
            </Button>
            <Button type="submit" loading={loading} color={danger ? 'red' : undefined}>
              {submitLabel ?? t('otp.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
