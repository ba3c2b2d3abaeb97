import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema } from '@ico/domain/auth-schemas';
import { Button, Group, Stack } from '@mantine/core';
import { IconLockCog } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormCard } from '../../components/form-card';
import { type DialogMessage, MessageDialog, SuccessNotice } from '../../components/message-dialog';
import { OtpDialog } from '../../components/otp-dialog';
import { PasswordField } from '../../components/password-field';
import { usePageTitle } from '../../components/use-page-title';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors, errorText, useFieldError } from '../../lib/error-text';
import { useMe } from '../../lib/use-me';
import { type ChangePasswordBody, changePassword } from './api/change-password';
import { NewPasswordHelp } from './password-hints';
import { withStrongPassword } from './strong-password-resolver';

type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** `/changePassword` (spec sections 2 and 4): old, new and confirmation; a one-time code when two-factor is on. */
export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  usePageTitle(t('changePassword.title'));
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const [awaitingOtp, setAwaitingOtp] = useState<ChangePasswordBody | null>(null);
  const [message, setMessage] = useState<DialogMessage | null>(null);
  const me = useMe().data;
  const context = useMemo(
    () => ({ username: me?.username, email: me?.email, names: [me?.firstNameEN, me?.lastNameEN, me?.firstNameTH, me?.lastNameTH] }),
    [me],
  );
  const resolver = useMemo(
    () =>
      withStrongPassword(zodResolver(changePasswordFormSchema), (values: ChangePasswordForm) => ({
        field: 'new_password',
        password: values.new_password,
        context,
      })),
    [context],
  );
  const form = useForm<ChangePasswordForm>({
    resolver,
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'new_password' });
  const { errors } = form.formState;

  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => setAwaitingOtp(null),
    onError: (error, body) => {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'OTP_REQUIRED') return setAwaitingOtp({ old_password: body.old_password, new_password: body.new_password });
      setAwaitingOtp(null);
      if (code === 'OLD_PASSWORD_WRONG') {
        applyServerErrors(error, form.setError, ['old_password'], { OLD_PASSWORD_WRONG: 'old_password' });
        return;
      }
      if (code === 'WRONG_OTP')
        return setMessage({ kind: 'error', title: t('changePassword.otpFalseTitle'), text: t('changePassword.otpFalseText') });
      if (code === 'TOO_MANY_REQUESTS') {
        return setMessage({ kind: 'warning', title: t('changePassword.tooManyTitle'), text: tc('errors.TOO_MANY_REQUESTS') });
      }
      applyServerErrors(error, form.setError, ['new_password']);
      setMessage({ kind: 'error', title: t('changePassword.failedTitle'), text: errorText(error) });
    },
  });

  return (
    <FormCard title={t('changePassword.title')} subtitle={t('changePassword.subtitle')} icon={<IconLockCog size={26} />}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => change.mutate({ old_password: values.old_password, new_password: values.new_password }))}
      >
        <Stack gap="md">
          <PasswordField
            {...form.register('old_password')}
            label={t('changePassword.oldPassword')}
            autoComplete="current-password"
            withAsterisk
            error={fieldError(errors.old_password)}
          />
          <PasswordField
            {...form.register('new_password')}
            label={t('changePassword.newPassword')}
            autoComplete="new-password"
            withAsterisk
            description={<NewPasswordHelp password={newPassword} context={context} />}
            error={fieldError(errors.new_password)}
          />
          <PasswordField
            {...form.register('confirm_password')}
            label={t('changePassword.confirmPassword')}
            autoComplete="new-password"
            withAsterisk
            error={fieldError(errors.confirm_password)}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button component={Link} to="/profile" variant="default">
              {t('shared.cancel')}
            </Button>
            <Button type="submit" loading={change.isPending && awaitingOtp === null}>
              {t('changePassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>

      <OtpDialog
        opened={awaitingOtp !== null}
        loading={change.isPending}
        text={t('changePassword.otpText')}
        onSubmit={(otp) => awaitingOtp && change.mutate({ ...awaitingOtp, otp })}
        onCancel={() => setAwaitingOtp(null)}
      />
      <MessageDialog message={message} onClose={() => setMessage(null)} okLabel={t('dialog.ok')} closeLabel={t('dialog.close')} />
      <SuccessNotice
        opened={change.isSuccess}
        title={t('changePassword.successTitle')}
        text={t('changePassword.successText')}
        onDone={() => navigate('/profile', { replace: true })}
      />
    </FormCard>
  );
}
