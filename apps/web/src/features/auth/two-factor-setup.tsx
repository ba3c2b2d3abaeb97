import { zodResolver } from '@hookform/resolvers/zod';
import { type OtpForm, otpFormSchema, stepUpFormSchema } from '@ico/domain/auth-schemas';
import { Alert, Box, Button, Group, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SuccessNotice } from '../../components/message-dialog';
import { OtpCodeInput } from '../../components/otp-code-input';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors, errorText, useFieldError } from '../../lib/error-text';
import { meQueryKey } from '../../lib/use-me';
import { setOtpMode } from './api/set-otp-mode';
import { type PasswordForm, PasswordStepForm } from './password-step-form';
import { RecoveryCodesView } from './recovery-codes-view';
import { SecretStep } from './secret-step';

/**
 * Two-factor setup (spec section 2, issue 15): the current password first (the QR code is the key to the second
 * factor, so a stolen session never sees it), then the QR code, a code from the app, and the recovery codes once.
 * `onEnabled` runs as soon as the server switched it on, so the page keeps this screen until the codes are saved.
 */
export function TwoFactorSetup({ username, onEnabled }: { username: string; onEnabled: () => void }) {
  const { t } = useTranslation('auth');
  const { t: ts } = useTranslation('step-up');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fieldError = useFieldError();
  const [active, setActive] = useState(0);
  const narrow = useMediaQuery('(max-width: 48em)');
  // Four steps fit a phone's width only as numbers: there the current step alone shows its name (all keep it for
  // screen readers).
  const stepLabel = (step: number, label: string) => ({ label: narrow && step !== active ? undefined : label, 'aria-label': label });
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

  const { setFocus } = codeForm;
  useEffect(() => {
    if (active === 2) setFocus('otp');
  }, [active, setFocus]);

  const failureAlert = failure && (
    <Alert color="red" variant="light" role="alert" title={t('twoFactor.setupFailedTitle')}>
      {failure}
    </Alert>
  );
  const cancel = (
    <Button component={Link} to="/profile" variant="default">
      {t('shared.cancel')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Stepper active={active} size="sm" wrap={false} allowNextStepsSelect={false} onStepClick={(step) => !codes && setActive(step)}>
        <Stepper.Step {...stepLabel(0, ts('setup.step'))} description={narrow ? undefined : ts('setup.stepDescription')}>
          <PasswordStepForm
            form={passwordForm}
            text={ts('setup.text')}
            label={ts('password.label')}
            failure={failureAlert}
            cancel={cancel}
            submitLabel={ts('setup.submit')}
            loading={setup.isPending}
            onPassword={(password) => setup.mutate(password)}
          />
        </Stepper.Step>
        <Stepper.Step {...stepLabel(1, t('twoFactor.step1'))} description={narrow ? undefined : t('twoFactor.step1Description')}>
          <Box pt="md">{secret && <SecretStep secretUrl={secret.url} />}</Box>
          <Group justify="flex-end" gap="sm" mt="xl">
            {cancel}
            <Button onClick={() => setActive(2)} disabled={!secret}>
              {t('twoFactor.next')}
            </Button>
          </Group>
        </Stepper.Step>
        <Stepper.Step {...stepLabel(2, t('twoFactor.step2'))} description={narrow ? undefined : t('twoFactor.step2Description')}>
          <form noValidate onSubmit={codeForm.handleSubmit(({ otp }) => secret && enable.mutate({ otp, password: secret.password }))}>
            <Stack gap="md" pt="md" maw={420}>
              <Text size="sm" lh={1.65}>
                {t('twoFactor.codeText')}
              </Text>
              <OtpCodeInput {...codeForm.register('otp')} error={fieldError(codeForm.formState.errors.otp)} />
              {failureAlert}
            </Stack>
            <Group justify="flex-end" gap="sm" mt="xl">
              {cancel}
              <Button variant="light" onClick={() => setActive(1)}>
                {t('twoFactor.back')}
              </Button>
              <Button type="submit" loading={enable.isPending}>
                {t('twoFactor.enable')}
              </Button>
            </Group>
          </form>
        </Stepper.Step>
        <Stepper.Step {...stepLabel(3, ts('setup.codesStep'))} description={narrow ? undefined : ts('setup.codesStepDescription')}>
          <Box pt="md">{codes && <RecoveryCodesView codes={codes} username={username} onDone={() => setFinished(true)} />}</Box>
        </Stepper.Step>
      </Stepper>
      <SuccessNotice
        opened={finished}
        title={t('twoFactor.enabledTitle')}
        text={t('twoFactor.enabledText')}
        onDone={() => {
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
          navigate('/profile', { replace: true });
        }}
      />
    </Stack>
  );
}
