import { zodResolver } from '@hookform/resolvers/zod';
import { type OtpForm, otpFormSchema, stepUpFormSchema } from '@ico/domain/auth-schemas';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconDeviceMobileCog, IconLifebuoy } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormCard } from '../../components/form-card';
import { SuccessNotice } from '../../components/message-dialog';
import { OtpDialog } from '../../components/otp-dialog';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors, errorText } from '../../lib/error-text';
import { meQueryKey, useMe } from '../../lib/use-me';
import { recoveryCodeKeys } from '../../resources/recovery-codes';
import { replaceAuthenticator } from './api/replace-authenticator';
import { AuthenticatorWizard } from './authenticator-steps';
import type { PasswordForm } from './password-step-form';

/** The login sends here after a recovery-code sign-in, with this state. */
export type ReplaceAuthenticatorState = { recovered?: boolean };

/**
 * `/2-factor/replace` (issue 15): a new phone, or the way back after a recovery-code sign-in. The password and a code
 * of the current factor (the old app or a recovery code), then the new QR code, a code of the new app, and new
 * recovery codes once.
 */
export function ReplaceAuthenticatorPage() {
  const { t } = useTranslation('step-up');
  usePageTitle(t('replace.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const me = useMe();
  const recovered = (location.state as ReplaceAuthenticatorState | null)?.recovered === true;
  const [active, setActive] = useState(0);
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

  if (me.isPending) return <PageLoader />;
  const off = me.data !== undefined && !me.data.mfa_enabled && codes === null;

  const failureAlert = failure && (
    <Alert color="red" variant="light" role="alert">
      {failure}
    </Alert>
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
          <AuthenticatorWizard
            steps={[
              { label: t('replace.step1'), description: t('replace.step1Description') },
              { label: t('replace.step2'), description: t('replace.step2Description') },
              { label: t('replace.step3'), description: t('replace.step3Description') },
              { label: t('replace.step4'), description: t('replace.step4Description') },
            ]}
            active={active}
            onStep={setActive}
            failure={failureAlert}
            password={{
              form: passwordForm,
              text: t('replace.confirmText'),
              label: t('password.label'),
              submitLabel: t('replace.continue'),
              loading: start.isPending && awaitingCode === null,
              onPassword: (password) => start.mutate({ password }),
            }}
            secretUrl={secret?.url ?? null}
            code={{
              form: codeForm,
              text: t('replace.codeText'),
              submitLabel: t('replace.submit'),
              loading: confirm.isPending,
              onCode: (otp) => secret && confirm.mutate({ password: secret.password, new_otp: otp }),
            }}
            codes={codes}
            username={me.data?.username ?? ''}
            onCodesSaved={() => setFinished(true)}
          />
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
