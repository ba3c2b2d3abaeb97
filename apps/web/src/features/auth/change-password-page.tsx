import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema } from '@ico/domain/auth-schemas';
import { Button, Group, Stack } from '@mantine/core';
import { IconLockCog } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormCard } from '../../components/form-card';
import { SuccessNotice } from '../../components/message-dialog';
import { PasswordField } from '../../components/password-field';
import { useCodeConfirmed } from '../../components/use-code-confirmed';
import { usePageTitle } from '../../components/use-page-title';
import { applyServerErrors, useFieldError } from '../../lib/error-text';
import { useMe } from '../../lib/use-me';
import { changePassword } from './api/change-password';
import { NewPasswordFields } from './password-hints';
import { withStrongPassword } from './strong-password-resolver';

type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** `/changePassword` (spec sections 2 and 4): old, new and confirmation; a one-time code when two-factor is on. */
export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('changePassword.title'));
  const navigate = useNavigate();
  const fieldError = useFieldError();
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

  const change = useCodeConfirmed({
    mutationFn: changePassword,
    onRefusal: (error, code) => {
      if (code === 'OLD_PASSWORD_WRONG')
        return applyServerErrors(error, form.setError, ['old_password'], { OLD_PASSWORD_WRONG: 'old_password' });
      applyServerErrors(error, form.setError, ['new_password']);
      return false;
    },
    texts: {
      otpText: t('changePassword.otpText'),
      otpFalseTitle: t('changePassword.otpFalseTitle'),
      otpFalseText: t('changePassword.otpFalseText'),
      tooManyTitle: t('changePassword.tooManyTitle'),
      failedTitle: t('changePassword.failedTitle'),
      ok: t('dialog.ok'),
      close: t('dialog.close'),
    },
  });

  return (
    <FormCard title={t('changePassword.title')} subtitle={t('changePassword.subtitle')} icon={<IconLockCog size={26} />}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => change.submit({ old_password: values.old_password, new_password: values.new_password }))}
      >
        <Stack gap="md">
          <PasswordField
            {...form.register('old_password')}
            label={t('changePassword.oldPassword')}
            autoComplete="current-password"
            withAsterisk
            error={fieldError(errors.old_password)}
          />
          <NewPasswordFields
            fields={{ password: form.register('new_password'), confirm: form.register('confirm_password') }}
            errors={{ password: errors.new_password, confirm: errors.confirm_password }}
            value={newPassword}
            context={context}
            label={t('changePassword.newPassword')}
            confirmLabel={t('changePassword.confirmPassword')}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button component={Link} to="/profile" variant="default">
              {t('shared.cancel')}
            </Button>
            <Button type="submit" loading={change.sending}>
              {t('changePassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>

      {change.dialogs}
      <SuccessNotice
        opened={change.mutation.isSuccess}
        title={t('changePassword.successTitle')}
        text={t('changePassword.successText')}
        onDone={() => navigate('/profile', { replace: true })}
      />
    </FormCard>
  );
}
