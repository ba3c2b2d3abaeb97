import { zodResolver } from '@hookform/resolvers/zod';
import { signInWithLinkSchema } from '@ico/domain/contracts/sign-in-links';
import { SIGN_IN_LINK_MINUTES } from '@ico/domain/sign-in-link';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { FormCard } from '../../components/form-card';
import { OtpDialog, type SecondFactorKind } from '../../components/otp-dialog';
import { PageLoader } from '../../components/page-loader';
import { PasswordField } from '../../components/password-field';
import { usePageTitle } from '../../components/use-page-title';
import { ApiError } from '../../lib/api-client';
import { errorText, useFieldError } from '../../lib/error-text';
import { useSession } from '../../lib/session';
import { obtainTokenWithLink } from './api/obtain-token-with-link';
import { useSignInLink } from './api/sign-in-link';
import { LinkProblem, type LinkProblemWording } from './link-problem';
import { useFinishSignIn, withUser } from './use-finish-sign-in';

const LINK_CODES = new Set(['LINK_EXPIRED', 'VERIFICATION_CODE_WRONG']);

/** The page's one field, checked by the server's own rule. */
const passwordFormSchema = signInWithLinkSchema.pick({ password: true });

function useLinkWording(): LinkProblemWording {
  const { t } = useTranslation('auth');
  return {
    expiredTitle: t('signInLink.expiredTitle'),
    expiredText: t('signInLink.expiredText', { minutes: SIGN_IN_LINK_MINUTES }),
    wrongTitle: t('signInLink.wrongTitle'),
    wrongText: t('signInLink.wrongText'),
    newLink: t('signInLink.newLink'),
  };
}

function SignInWithLinkForm({ code, username }: { code: string; username: string }) {
  const { t } = useTranslation('auth');
  const wording = useLinkWording();
  const signingIn = useRef(false);
  const finishSignIn = useFinishSignIn(signingIn);
  const fieldError = useFieldError();
  const form = useForm<{ password: string }>({ resolver: zodResolver(passwordFormSchema), defaultValues: { password: '' } });
  const [password, setPassword] = useState('');
  const [awaitingOtp, setAwaitingOtp] = useState(false);
  const [otpError, setOtpError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<ApiError | null>(null);

  const signIn = useMutation({
    mutationFn: (input: { password: string; otp?: string; kind?: SecondFactorKind }) =>
      withUser(obtainTokenWithLink({ code, password: input.password, ...(input.otp ? { otp: input.otp } : {}) })),
    onMutate: () => {
      setFailure(null);
      setOtpError(null);
    },
    onSuccess: (signedIn, { kind }) => finishSignIn(signedIn, kind),
    onError: (error, { otp }) => {
      const errorCode = error instanceof ApiError ? error.code : undefined;
      if (errorCode && LINK_CODES.has(errorCode)) return setLinkError(error as ApiError);
      if (errorCode === 'OTP_REQUIRED') return setAwaitingOtp(true);
      if (otp) return setOtpError(errorText(error));
      setFailure(errorCode === 'WRONG_USERNAME_OR_PASSWORD' ? t('signInLink.wrongPassword') : errorText(error));
    },
  });

  if (linkError) return <LinkProblem error={linkError} newLinkTo="/login" wording={wording} />;

  return (
    <FormCard title={t('signInLink.title')} subtitle={t('signInLink.subtitle')} icon={<IconMailForward size={26} />}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setPassword(values.password);
          signIn.mutate({ password: values.password });
        })}
      >
        <Stack gap="md">
          <TextInput label={t('shared.username')} value={username} readOnly variant="filled" autoComplete="username" size="md" />
          <PasswordField
            {...form.register('password')}
            label={t('shared.password')}
            autoComplete="current-password"
            error={fieldError(form.formState.errors.password)}
            size="md"
          />
          {failure && (
            <Alert color="red" variant="light" role="alert" title={t('signInLink.failedTitle')}>
              {failure}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth loading={signIn.isPending && !awaitingOtp}>
            {t('signInLink.submit')}
          </Button>
        </Stack>
      </form>
      <OtpDialog
        opened={awaitingOtp}
        loading={signIn.isPending}
        error={otpError}
        onSubmit={(otp, kind) => signIn.mutate({ password, otp, kind })}
        onCancel={() => setAwaitingOtp(false)}
      />
    </FormCard>
  );
}

/**
 * `/signInLink/{code}`, opened from the mailed sign-in link (decision 0028): the link is checked first (a used,
 * replaced or expired one explains itself and leads back to the log-in page), then the password, and with two-factor
 * on the code. The link alone signs nobody in.
 */
export function SignInLinkPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signInLink.title'));
  const { code = '' } = useParams();
  const session = useSession();
  const link = useSignInLink(code);
  const wording = useLinkWording();
  // Checked once on arrival: a session stored by this page's own sign-in must not send it back here.
  const [signedInOnArrival] = useState(session !== null);

  if (signedInOnArrival) return <Navigate to="/profile" replace />;
  if (link.isPending) return <PageLoader />;
  if (link.isError) return <LinkProblem error={link.error} onRetry={() => void link.refetch()} newLinkTo="/login" wording={wording} />;
  return <SignInWithLinkForm code={code} username={link.data.username} />;
}
