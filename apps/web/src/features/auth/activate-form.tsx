import { zodResolver } from '@hookform/resolvers/zod';
import { type SetPasswordForm, setPasswordFormSchema } from '@ico/domain/auth-schemas';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormCard } from '../../components/form-card';
import { SuccessNotice } from '../../components/message-dialog';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors, errorText, useFieldError } from '../../lib/error-text';
import { activateAccount } from './api/activate-account';
import { LinkProblem } from './link-problem';
import { NewPasswordFields } from './password-hints';
import { withStrongPassword } from './strong-password-resolver';

/** An account our staff opened (corporate investors, staff): the mailed link lets its owner choose a password. */
export function ActivateForm({ email, code, username }: { email: string; code: string; username: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const _fieldError = useFieldError();
  const [failure, setFailure] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<ApiError | null>(null);
  const context = useMemo(() => ({ username, email }), [username, email]);
  const resolver = useMemo(
    () =>
      withStrongPassword(zodResolver(setPasswordFormSchema), (values: SetPasswordForm) => ({
        field: 'password',
        password: values.password,
        context,
      })),
    [context],
  );
  const form = useForm<SetPasswordForm>({ resolver, defaultValues: { password: '', password2: '' } });
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors } = form.formState;

  const activate = useMutation({
    mutationFn: (values: SetPasswordForm) => activateAccount({ email, verificationCode: code, password: values.password }),
    onMutate: () => setFailure(null),
    onError: (error) => {
      if (error instanceof ApiError && ['LINK_EXPIRED', 'LINK_USED', 'VERIFICATION_CODE_WRONG'].includes(error.code))
        return setLinkError(error);
      applyServerErrors(error, form.setError, ['password']);
      setFailure(errorText(error));
    },
  });

  if (linkError) return <LinkProblem error={linkError} />;

  return (
    <FormCard title={t('activate.title')} subtitle={t('activate.subtitle')} icon={<IconKey size={26} />}>
      <form noValidate onSubmit={form.handleSubmit((values) => activate.mutate(values))}>
        <Stack gap="md">
          <TextInput label={t('shared.username')} value={username ?? ''} readOnly variant="filled" autoComplete="username" />
          <TextInput label={t('shared.email')} value={email} readOnly variant="filled" />
          <NewPasswordFields
            fields={{ password: form.register('password'), confirm: form.register('password2') }}
            errors={{ password: errors.password, confirm: errors.password2 }}
            value={password}
            context={context}
            label={t('activate.password')}
            confirmLabel={t('shared.confirmPassword')}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert" title={t('activate.failedTitle')}>
              {failure}
            </Alert>
          )}
          <Button type="submit" fullWidth size="md" loading={activate.isPending}>
            {t('activate.submit')}
          </Button>
        </Stack>
      </form>
      <SuccessNotice
        opened={activate.isSuccess}
        title={t('activate.successTitle')}
        text={t('activate.successText')}
        onDone={() => navigate('/login', { replace: true })}
      />
    </FormCard>
  );
}
