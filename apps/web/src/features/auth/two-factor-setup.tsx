import { zodResolver } from '@hookform/resolvers/zod';
import { type OtpForm, otpFormSchema, stepUpFormSchema } from '@ico/domain/auth-schemas';
import { Alert, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SuccessNotice } from '../../components/message-dialog';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors, errorText } from '../../lib/error-text';
import { meQueryKey } from '../../lib/use-me';
import { setOtpMode } from './api/set-otp-mode';
import { AuthenticatorWizard } from './authenticator-steps';
import type { PasswordForm } from './password-step-form';

/**
 * Two-factor setup (spec section 2, issue 15): the current password first (the QR code is the key to the second
 * factor, so a stolen session never sees it), then the QR code, a code from the app, and the recovery codes once.
 * `onEnabled` runs as soon as the server switched it on, so the page keeps this screen until the codes are saved.
 */
/** `home`: where the finished setup leads (staff go back to the back office, which now opens for this session). */
export function TwoFactorSetup({ username, home, onEnabled }: { username: string; home: string; onEnabled: () => void }) {
  const { t } = useTranslation('auth');
  const { t: ts } = useTranslation('step-up');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [active, setActive] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ url: string; password: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [finished, setFinished] = useState(false);

  const passwordForm = useForm<PasswordForm>({ resolver: zodResolver(stepUpFormSchema), defaultValues: { password: '' } });
  const codeForm = useForm<OtpForm>({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });

  const refused = (error: Error) => {
    const code = error instanceof ApiError ? error.code : undefined;
    if (code === 'OLD_PASSWORD_WRONG') {
      setActive(0);
      applyServerErrors(error, passwordForm.setError, ['password'], { OLD_PASSWORD_WRONG: 'password' });
      return;
    }
    if (code === 'MFA_ALREADY_ENABLED') return void queryClient.invalidateQueries({ queryKey: meQueryKey });
    setFailure(errorText(error));
  };

  // The same secret until it is confirmed: going back and asking again shows the same QR code.
  const setup = useMutation({
    mutationFn: (password: string) => setOtpMode({ mfa_enabled: true, password }),
    onMutate: () => setFailure(null),
    onSuccess: (answer, password) => {
      setSecret({ url: answer.secret_url, password });
      setActive(1);
    },
    onError: refused,
  });

  const enable = useMutation({
    mutationFn: ({ otp, password }: { otp: string; password: string }) => setOtpMode({ mfa_enabled: true, password, otp }),
    onMutate: () => setFailure(null),
    onSuccess: (answer) => {
      onEnabled();
      setCodes(answer.recovery_codes ?? []);
      setActive(3);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'WRONG_OTP')
        return void applyServerErrors(error, codeForm.setError, ['otp'], { WRONG_OTP: 'otp' });
      refused(error);
    },
  });

  const failureAlert = failure && (
    <Alert color="red" variant="light" role="alert" title={t('twoFactor.setupFailedTitle')}>
      {failure}
    </Alert>
  );

  return (
    <Stack gap="lg">
      <AuthenticatorWizard
        steps={[
          { label: ts('setup.step'), description: ts('setup.stepDescription') },
          { label: t('twoFactor.step1'), description: t('twoFactor.step1Description') },
          { label: t('twoFactor.step2'), description: t('twoFactor.step2Description') },
          { label: ts('setup.codesStep'), description: ts('setup.codesStepDescription') },
        ]}
        active={active}
        onStep={setActive}
        failure={failureAlert}
        password={{
          form: passwordForm,
          text: ts('setup.text'),
          label: ts('password.label'),
          submitLabel: ts('setup.submit'),
          loading: setup.isPending,
          onPassword: (password) => setup.mutate(password),
        }}
        secretUrl={secret?.url ?? null}
        code={{
          form: codeForm,
          text: t('twoFactor.codeText'),
          submitLabel: t('twoFactor.enable'),
          loading: enable.isPending,
          onCode: (otp) => secret && enable.mutate({ otp, password: secret.password }),
        }}
        codes={codes}
        username={username}
        onCodesSaved={() => setFinished(true)}
      />
      <SuccessNotice
        opened={finished}
        title={t('twoFactor.enabledTitle')}
        text={t('twoFactor.enabledText')}
        onDone={() => {
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
          navigate(home, { replace: true });
        }}
      />
    </Stack>
  );
}
