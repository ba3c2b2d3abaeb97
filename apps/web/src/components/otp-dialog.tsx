import { zodResolver } from '@hookform/resolvers/zod';
import { type OtpForm, otpFormSchema, recoveryCodeFormSchema } from '@ico/domain/auth-schemas';
import { Anchor, Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFieldError } from '../lib/error-text';
import { INQUIRY_LINK } from '../lib/site-map';
import { OtpCodeInput } from './otp-code-input';
import { RecoveryCodeInput } from './recovery-code-input';

/** What the user answered with: the authenticator's code or one of the recovery codes. */
export type SecondFactorKind = 'otp' | 'recovery';

type OtpDialogProps = {
  opened: boolean;
  loading: boolean;
  onSubmit: (code: string, kind: SecondFactorKind) => void;
  onCancel: () => void;
  /** Defaults to 'Enter your one-time code'. */
  title?: string;
  text?: string;
  submitLabel?: string;
  /** The code confirms something that weakens the account (turning two-factor off). */
  danger?: boolean;
  /** The server's refusal of the last code (wrong code, too many attempts), shown under the field. */
  error?: string | null;
  /** Offers "use a recovery code" (default); off where the code must come from one app. */
  allowRecovery?: boolean;
};

/**
 * Asks for the second factor (spec section 4: the 405 answer opens it): the 6-digit code of the authenticator app,
 * or, for someone without their phone, one of the recovery codes (the server takes either in the same field).
 */
export function OtpDialog({
  opened,
  loading,
  onSubmit,
  onCancel,
  title,
  text,
  submitLabel,
  danger = false,
  error,
  allowRecovery = true,
}: OtpDialogProps) {
  const { t } = useTranslation('step-up');
  const fieldError = useFieldError();
  const [kind, setKind] = useState<SecondFactorKind>('otp');
  // The form keeps the resolver it was made with: it reads the kind at each check.
  const kindRef = useRef(kind);
  kindRef.current = kind;
  const form = useForm<OtpForm>({
    resolver: (values, context, options) =>
      zodResolver(kindRef.current === 'otp' ? otpFormSchema : recoveryCodeFormSchema)(values, context, options),
    defaultValues: { otp: '' },
  });
  const { reset, setFocus } = form;
  useEffect(() => {
    if (opened) {
      setKind('otp');
      reset({ otp: '' });
    }
  }, [opened, reset]);
  // The other box replaces the focused one: the focus follows it.
  const switchTo = (next: SecondFactorKind) => {
    setKind(next);
    reset({ otp: '' });
    window.setTimeout(() => setFocus('otp'));
  };
  const shownError = fieldError(form.formState.errors.otp) ?? error ?? undefined;
  const recovery = kind === 'recovery';

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('prompt.close') }}
      title={
        <Text fw={600} size="lg">
          {recovery ? t('prompt.recoveryTitle') : (title ?? t('prompt.title'))}
        </Text>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(({ otp }) => onSubmit(otp.trim(), kind))}>
        <Stack gap="md">
          <Text size="sm" c="dimmed" lh={1.6}>
            {recovery ? t('prompt.recoveryText') : (text ?? t('prompt.text'))}
          </Text>
          {recovery ? (
            <RecoveryCodeInput key="recovery" {...form.register('otp')} error={shownError} data-autofocus />
          ) : (
            <OtpCodeInput key="otp" {...form.register('otp')} error={shownError} data-autofocus />
          )}
          {allowRecovery && (
            <Stack gap={4} align="flex-start">
              <UnstyledButton
                type="button"
                fz="sm"
                c="brand"
                fw={600}
                td="underline"
                onClick={() => switchTo(recovery ? 'otp' : 'recovery')}
              >
                {recovery ? t('prompt.useApp') : t('prompt.useRecovery')}
              </UnstyledButton>
              {recovery && (
                <Text size="sm" c="dimmed">
                  {t('prompt.lostBoth')}{' '}
                  <Anchor component={Link} to={INQUIRY_LINK.otpReset} size="sm">
                    {t('prompt.lostBothLink')}
                  </Anchor>
                </Text>
              )}
            </Stack>
          )}
          {!recovery && (
            // The spec's OTP reset inquiry, wherever a one-time code is asked.
            <Anchor component={Link} to={INQUIRY_LINK.otpReset} size="sm">
              {t('prompt.lostDevice')}
            </Anchor>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={loading}>
              {t('prompt.cancel')}
            </Button>
            <Button type="submit" loading={loading} color={danger ? 'red' : undefined}>
              {submitLabel ?? t('prompt.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
