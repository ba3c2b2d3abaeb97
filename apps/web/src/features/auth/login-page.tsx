import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginSchema } from '@ico/domain/contracts/sessions';
import { Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { FormCard } from '../../components/form-card';
import { type DialogMessage, MessageDialog } from '../../components/message-dialog';
import { OtpDialog, type SecondFactorKind } from '../../components/otp-dialog';
import { PasswordField } from '../../components/password-field';
import { usePageTitle } from '../../components/use-page-title';
import { ApiError } from '../../lib/api-client';
import { errorText, useFieldError } from '../../lib/error-text';
import { useSession } from '../../lib/session';
import { type Credentials, obtainToken } from './api/obtain-token';
import { PasswordResetDone } from './password-reset-done';
import { type SlowedDown, SlowedDownNotice } from './slowed-down-notice';
import { useFinishSignIn, withUser } from './use-finish-sign-in';

/** Where to go after logging in: back to the guarded page that sent the user here, if any. */
function returnPath(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : undefined;
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  const session = useSession();
  const location = useLocation();
  const fieldError = useFieldError();
  // Set while this page stores the new session, so the 'already signed in' redirect does not overtake it.
  const signingIn = useRef(false);
  const [awaitingOtp, setAwaitingOtp] = useState<Credentials | null>(null);
  // Within the account's wait, the password with its one-time code still signs in (rate-limiter.ts LIMITS).
  const [limited, setLimited] = useState(false);
  // A 429: how long to wait, and the ways in without waiting (slowed-down-notice.tsx).
  const [slowed, setSlowed] = useState<SlowedDown | null>(null);
  const [message, setMessage] = useState<DialogMessage | null>(null);
  const finishSignIn = useFinishSignIn(signingIn);

  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });

  const login = useMutation({
    mutationFn: ({ credentials }: { credentials: Credentials; kind?: SecondFactorKind }) => withUser(obtainToken(credentials)),
    onMutate: () => setSlowed(null),
    onSuccess: (signedIn, { kind }) => finishSignIn(signedIn, kind, returnPath(location.state)),
    onError: (error, { credentials }) => {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'OTP_REQUIRED') {
        setLimited(false);
        setAwaitingOtp({ username: credentials.username, password: credentials.password });
        return;
      }
      setAwaitingOtp(null);
      if (code === 'TOO_MANY_REQUESTS' && error instanceof ApiError) {
        const seconds = error.retryAfterSeconds ?? 60;
        setSlowed({ username: credentials.username, password: credentials.password, until: Date.now() + seconds * 1000 });
        return;
      }
      setMessage(loginErrorMessage(error));
    },
  });

  function loginErrorMessage(error: unknown): DialogMessage {
    const code = error instanceof ApiError ? error.code : undefined;
    if (code === 'WRONG_USERNAME_OR_PASSWORD' || (error instanceof ApiError && error.status === 401)) {
      return { kind: 'error', title: t('login.wrongTitle'), text: t('login.wrongText') };
    }
    if (code === 'WRONG_OTP') return { kind: 'error', title: t('login.otpFalseTitle'), text: t('login.otpFalseText') };
    return { kind: 'error', title: t('login.failedTitle'), text: errorText(error) };
  }

  // Spec section 8 reloads the page after a failed login; starting the form afresh has the same effect.
  const afterMessage = () => {
    setMessage(null);
    form.reset({ username: '', password: '' });
    login.reset();
    window.setTimeout(() => form.setFocus('username'));
  };

  if (session && !signingIn.current) return <Navigate to="/profile" replace />;

  return (
    <FormCard title={t('login.title')} subtitle={t('login.subtitle')} icon={<IconLogin2 size={26} />}>
      <PasswordResetDone />
      {slowed && (
        <SlowedDownNotice
          slowed={slowed}
          onUseCode={() => {
            setLimited(true);
            setAwaitingOtp({ username: slowed.username, password: slowed.password });
          }}
        />
      )}
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => login.mutate({ credentials: { username: values.username, password: values.password } }))}
      >
        <Stack gap="md">
          <TextInput
            {...form.register('username')}
            label={t('shared.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            error={fieldError(form.formState.errors.username)}
            size="md"
          />
          <Stack gap={6}>
            <PasswordField
              {...form.register('password')}
              label={t('shared.password')}
              autoComplete="current-password"
              error={fieldError(form.formState.errors.password)}
              size="md"
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/forgotPassword" size="sm">
                {t('login.forgot')}
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" size="md" fullWidth loading={login.isPending && awaitingOtp === null}>
            {t('login.submit')}
          </Button>
          <Divider />
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to="/emailVerification" fw={600}>
              {t('login.signUp')}
            </Anchor>
          </Text>
        </Stack>
      </form>

      <OtpDialog
        opened={awaitingOtp !== null}
        loading={login.isPending}
        title={limited ? t('loginLimited.title') : undefined}
        text={limited ? t('loginLimited.text') : undefined}
        onSubmit={(otp, kind) => awaitingOtp && login.mutate({ credentials: { ...awaitingOtp, otp }, kind })}
        onCancel={() => setAwaitingOtp(null)}
      />
      <MessageDialog message={message} onClose={afterMessage} okLabel={t('dialog.ok')} closeLabel={t('dialog.close')} />
    </FormCard>
  );
}
