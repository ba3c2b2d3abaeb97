import { zodResolver } from '@hookform/resolvers/zod';
import { type OtpForm, otpFormSchema, stepUpFormSchema } from '@ico/domain/auth-schemas';
import { Alert, Box, Button, Group, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceMobileCog, IconLifebuoy } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormCard } from '../../components/form-card';
import { SuccessNotice } from '../../components/message-dialog';
import { OtpCodeInput } from '../../components/otp-code-input';
import { OtpDialog } from '../../components/otp-dialog';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors, errorText, useFieldError } from '../../lib/error-text';
import { meQueryKey, useMe } from '../../lib/use-me';
import { recoveryCodeKeys } from '../../resources/recovery-codes';
import { replaceAuthenticator } from './api/replace-authenticator';
import { type PasswordForm, PasswordStepForm } from './password-step-form';
import { RecoveryCodesView } from './recovery-codes-view';
import { SecretStep } from './secret-step';

/** The login sends here after a recovery-code sign-in, with this state. */
export type ReplaceAuthenticatorState = { recovered?: boolean };

/**
 * `/2-factor/replace` (issue 15): a new phone, or the way back after a recovery-code sign-in. The password and a code
 * of the current factor (the old app or a recovery code), then the new QR code, a code of the new app, and new
 * recovery codes once.
 */
export function ReplaceAuthenticatorPage() {
  const { t } = useTranslation('step-up');
  const { t: ta } = useTranslation('auth');
  usePageTitle(t('replace.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const fieldError = useFieldError();
  const me = useMe();
  const narrow = useMediaQuery('(max-width: 48em)');
  const recovered = (location.state as ReplaceAuthenticatorState | null)?.recovered === true;
  const [active, setActive] = useState(0);
  // Four steps fit a phone's width only as numbers: there the current step alone shows its name (all keep it for
  // screen readers).
  const stepLabel = (step: number, label: string) => ({ label: narrow && step !== active ? undefined : label, 'aria-label': label });
  const [awaitingCode, setAwaitingCode] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ url: string; password: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [finished, setFinished] = useState(false);

  const passwordForm = useForm<PasswordForm>({ resolver: zodResolver(stepUpFormSchema), defaultValues: { password: '' } });
  const codeForm = useForm<OtpForm>({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });

  const wrongPassword = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.code !== 'OLD_PASSWORD_WRONG') return false;
    setAwaitingCode(null);
    setActive(0);
    applyServerErrors(error, passwordForm.setError, ['password'], { OLD_PASSWORD_WRONG: 'password' });
    return true;
  };

  const start = useMutation({
    mutationFn: replaceAuthenticator,
    onMutate: () => {
      setCodeError(null);
      setFailure(null);
    },
    onSuccess: (answer, body) => {
      setAwaitingCode(null);
      setSecret({ url: answer.secret_url, password: body.password });
      setActive(1);
    },
    onError: (error, body) => {
      if (error instanceof ApiError && error.code === 'OTP_REQUIRED') return setAwaitingCode(body.password);
      if (wrongPassword(error)) return;
      if (body.otp !== undefined) return setCodeError(errorText(error));
      setFailure(errorText(error));
    },
  });

  const confirm = useMutation({
    mutationFn: replaceAuthenticator,
    onMutate: () => setFailure(null),
    onSuccess: (answer) => {
      setCodes(answer.recovery_codes ?? []);
      setActive(3);
      void queryClient.invalidateQueries({ queryKey: recoveryCodeKeys.count });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'WRONG_OTP')
        return void applyServerErrors(error, codeForm.setError, ['otp'], { WRONG_OTP: 'otp' });
      if (wrongPassword(error)) return;
      setFailure(errorText(error));
    },
  });

  const { setFocus } = codeForm;
  useEffect(() => {
    if (active === 2) setFocus('otp');
  }, [active, setFocus]);

  if (me.isPending) return <PageLoader />;
  const off = me.data !== undefined && !me.data.mfa_enabled && codes === null;

  const failureAlert = failure && (
    <Alert color="red" variant="light" role="alert">
      {failure}
    </Alert>
  );
  const cancel = (
    <Button component={Link} to="/profile" variant="default">
      {ta('shared.cancel')}
    </Button>
  );

  return (
    <FormCard title={t('replace.title')} subtitle={t('replace.subtitle')} icon={<IconDeviceMobileCog size={26} />} width={760}>
      <Stack gap="lg">
        {me.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(me.error)}
          </Alert>
        )}
        {recovered && codes === null && (
          <Alert color="brand" variant="light" icon={<IconLifebuoy size={18} aria-hidden />} title={t('replace.afterRecoveryTitle')}>
            {t('replace.afterRecoveryText')}
          </Alert>
        )}
        {off ? (
          <Alert color="brand" variant="light" title={t('replace.offTitle')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('replace.offText')}</Text>
              <Button component={Link} to="/2-factor" size="xs">
                {t('replace.turnOn')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Stepper active={active} size="sm" wrap={false} allowNextStepsSelect={false} onStepClick={(step) => !codes && setActive(step)}>
            <Stepper.Step {...stepLabel(0, t('replace.step1'))} description={narrow ? undefined : t('replace.step1Description')}>
              <PasswordStepForm
                form={passwordForm}
                text={t('replace.confirmText')}
                label={t('password.label')}
                failure={failureAlert}
                cancel={cancel}
                submitLabel={t('replace.continue')}
                loading={start.isPending && awaitingCode === null}
                onPassword={(password) => start.mutate({ password })}
              />
            </Stepper.Step>
            <Stepper.Step {...stepLabel(1, t('replace.step2'))} description={narrow ? undefined : t('replace.step2Description')}>
              <Box pt="md">{secret && <SecretStep secretUrl={secret.url} />}</Box>
              <Group justify="flex-end" gap="sm" mt="xl">
                {cancel}
                <Button onClick={() => setActive(2)} disabled={!secret}>
                  {ta('twoFactor.next')}
                </Button>
              </Group>
            </Stepper.Step>
            <Stepper.Step {...stepLabel(2, t('replace.step3'))} description={narrow ? undefined : t('replace.step3Description')}>
              <form
                noValidate
                onSubmit={codeForm.handleSubmit(({ otp }) => secret && confirm.mutate({ password: secret.password, new_otp: otp }))}
              >
                <Stack gap="md" pt="md" maw={420}>
                  <Text size="sm" lh={1.65}>
                    {t('replace.codeText')}
                  </Text>
                  <OtpCodeInput {...codeForm.register('otp')} error={fieldError(codeForm.formState.errors.otp)} />
                  {failureAlert}
                </Stack>
                <Group justify="flex-end" gap="sm" mt="xl">
                  {cancel}
                  <Button variant="light" onClick={() => setActive(1)}>
                    {ta('twoFactor.back')}
                  </Button>
                  <Button type="submit" loading={confirm.isPending}>
                    {t('replace.submit')}
                  </Button>
                </Group>
              </form>
            </Stepper.Step>
            <Stepper.Step {...stepLabel(3, t('replace.step4'))} description={narrow ? undefined : t('replace.step4Description')}>
              <Box pt="md">
                {codes && <RecoveryCodesView codes={codes} username={me.data?.username ?? ''} onDone={() => setFinished(true)} />}
              </Box>
            </Stepper.Step>
          </Stepper>
        )}
      </Stack>
      <OtpDialog
        opened={awaitingCode !== null}
        loading={start.isPending}
        error={codeError}
        onSubmit={(otp) => awaitingCode !== null && start.mutate({ password: awaitingCode, otp })}
        onCancel={() => setAwaitingCode(null)}
      />
      <SuccessNotice
        opened={finished}
        title={t('replace.doneTitle')}
        onDone={() => {
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
          navigate('/profile', { replace: true });
        }}
      />
    </FormCard>
  );
}
