import { zodResolver } from '@hookform/resolvers/zod';
import type { ResetLinkAnswer } from '@ico/domain/contracts/accounts';
import { type ResetPasswordForm, resetPasswordFormSchema } from '@ico/domain/password-reset';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormCard } from '../../components/form-card';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors, errorText, useFieldError } from '../../lib/error-text';
import { useResetLink } from './api/reset-link';
import { resetPassword } from './api/reset-password';
import { LinkProblem, type LinkProblemWording } from './link-problem';
import { NewPasswordFields } from './password-hints';
import { PASSWORD_RESET_DONE } from './password-reset-done';
import { withStrongPassword } from './strong-password-resolver';

const LINK_CODES = new Set(['LINK_EXPIRED', 'VERIFICATION_CODE_WRONG']);
/** Codes that belong under the code field: the server sends them without a field. */
const CODE_FIELD = { WRONG_OTP: 'otp', OTP_REQUIRED: 'otp' } as const;

function useLinkWording(): LinkProblemWording {
  const { t } = useTranslation('password-reset');
  return {
    expiredTitle: t('link.expiredTitle'),
    expiredText: t('link.expiredText'),
    wrongTitle: t('link.wrongTitle'),
    wrongText: t('link.wrongText'),
    newLink: t('link.newLink'),
  };
}

function ResetForm({ email, code, link }: { email: string; code: string; link: ResetLinkAnswer }) {
  const { t } = useTranslation('password-reset');
  const { t: ta } = useTranslation('auth');
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const wording = useLinkWording();
  const [failure, setFailure] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<ApiError | null>(null);
  const context = useMemo(() => ({ username: link.username, email }), [link.username, email]);
  const resolver = useMemo(
    () =>
      withStrongPassword(zodResolver(resetPasswordFormSchema(link.secondFactor)), (values: ResetPasswordForm) => ({
        field: 'password',
        password: values.password,
        context,
      })),
    [link.secondFactor, context],
  );
  const form = useForm<ResetPasswordForm>({ resolver, defaultValues: { password: '', password2: '', otp: '' } });
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors } = form.formState;

  const reset = useMutation({
    mutationFn: (values: ResetPasswordForm) =>
      resetPassword({
        email,
        verificationCode: code,
        password: values.password,
        ...(link.secondFactor && values.otp ? { otp: values.otp.trim() } : {}),
      }),
    onMutate: () => setFailure(null),
    onSuccess: () => navigate('/login', { replace: true, state: PASSWORD_RESET_DONE }),
    onError: (error) => {
      if (error instanceof ApiError && LINK_CODES.has(error.code)) return setLinkError(error);
      if (!applyServerErrors(error, form.setError, ['password', 'otp'], CODE_FIELD)) setFailure(errorText(error));
    },
  });

  if (linkError) return <LinkProblem error={linkError} newLinkTo="/forgotPassword" wording={wording} />;

  return (
    <FormCard title={t('reset.title')} subtitle={t('reset.subtitle')} icon={<IconKey size={26} />}>
      <form noValidate onSubmit={form.handleSubmit((values) => reset.mutate(values))}>
        <Stack gap="md">
          <TextInput label={ta('shared.username')} value={link.username} readOnly variant="filled" autoComplete="username" />
          <TextInput label={ta('shared.email')} value={email} readOnly variant="filled" />
          <NewPasswordFields
            fields={{ password: form.register('password'), confirm: form.register('password2') }}
            errors={{ password: errors.password, confirm: errors.password2 }}
            value={password}
            context={context}
            label={t('reset.password')}
            confirmLabel={t('reset.confirmPassword')}
          />
          {link.secondFactor && (
            <TextInput
              {...form.register('otp')}
              label={t('reset.code')}
              description={t('reset.codeHint')}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              withAsterisk
              error={fieldError(errors.otp)}
            />
          )}
          {failure && (
            <Alert color="red" variant="light" role="alert" title={t('reset.failedTitle')}>
              {failure}
            </Alert>
          )}
          <Button type="submit" fullWidth size="md" loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}

/**
 * `/resetPassword/{email}/{code}`, opened from the mailed link: the link is checked first (an expired or used one
 * explains itself and leads to a new one), then the new password twice and, with two-factor on, a code.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('password-reset');
  usePageTitle(t('reset.title'));
  const { email = '', code = '' } = useParams();
  const link = useResetLink(email, code);
  const wording = useLinkWording();

  if (link.isPending) return <PageLoader />;
  if (link.isError)
    return <LinkProblem error={link.error} onRetry={() => void link.refetch()} newLinkTo="/forgotPassword" wording={wording} />;
  return <ResetForm email={email} code={code} link={link.data} />;
}
