import type { OtpForm } from '@ico/domain/auth-schemas';
import { Box, Button, Group, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OtpCodeInput } from '../../components/otp-code-input';
import { useFieldError } from '../../lib/error-text';
import { type PasswordForm, PasswordStepForm } from './password-step-form';
import { RecoveryCodesView } from './recovery-codes-view';
import { SecretStep } from './secret-step';

/**
 * The second step of the two-factor wizards (turning it on, replacing the authenticator): the new secret's QR code
 * and key, then on to the code.
 */
function NewSecretStep({ secretUrl, cancel, onNext }: { secretUrl: string | null; cancel: ReactNode; onNext: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Box pt="md">{secretUrl && <SecretStep secretUrl={secretUrl} />}</Box>
      <Group justify="flex-end" gap="sm" mt="xl">
        {cancel}
        <Button onClick={onNext} disabled={!secretUrl}>
          {t('twoFactor.next')}
        </Button>
      </Group>
    </>
  );
}

/**
 * The third step of the two-factor wizards: the first code of the new authenticator proves it was set up. The caller
 * owns the form, so its request can put the server's answer under the field; the field takes focus when shown.
 */
function FirstCodeStep({
  form,
  shown,
  text,
  failure,
  cancel,
  onBack,
  submitLabel,
  loading,
  onCode,
}: {
  form: UseFormReturn<OtpForm>;
  shown: boolean;
  text: string;
  failure: ReactNode;
  cancel: ReactNode;
  onBack: () => void;
  submitLabel: string;
  loading: boolean;
  onCode: (otp: string) => void;
}) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const { setFocus } = form;
  useEffect(() => {
    if (shown) setFocus('otp');
  }, [shown, setFocus]);
  return (
    <form noValidate onSubmit={form.handleSubmit(({ otp }) => onCode(otp))}>
      <Stack gap="md" pt="md" maw={420}>
        <Text size="sm" lh={1.65}>
          {text}
        </Text>
        <OtpCodeInput {...form.register('otp')} error={fieldError(form.formState.errors.otp)} />
        {failure}
      </Stack>
      <Group justify="flex-end" gap="sm" mt="xl">
        {cancel}
        <Button variant="light" onClick={onBack}>
          {t('twoFactor.back')}
        </Button>
        <Button type="submit" loading={loading}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}

export type WizardStep = { label: string; description: string };

/**
 * The two-factor wizards (turning it on, replacing the authenticator), four steps: the current password, the new
 * secret, the new app's first code, the recovery codes once. The caller owns the forms and requests; the steps only
 * show them. Four steps fit a phone's width only as numbers: there the current step alone shows its name (all keep it
 * for screen readers).
 */
export function AuthenticatorWizard({
  steps,
  active,
  onStep,
  failure,
  password,
  secretUrl,
  code,
  codes,
  username,
  onCodesSaved,
}: {
  steps: readonly [WizardStep, WizardStep, WizardStep, WizardStep];
  active: number;
  onStep: (step: number) => void;
  failure: ReactNode;
  password: {
    form: UseFormReturn<PasswordForm>;
    text: string;
    label: string;
    submitLabel: string;
    loading: boolean;
    onPassword: (password: string) => void;
  };
  secretUrl: string | null;
  code: { form: UseFormReturn<OtpForm>; text: string; submitLabel: string; loading: boolean; onCode: (otp: string) => void };
  codes: string[] | null;
  username: string;
  onCodesSaved: () => void;
}) {
  const { t } = useTranslation('auth');
  const narrow = useMediaQuery('(max-width: 48em)');
  const stepProps = (step: number) => {
    const { label, description } = steps[step] as WizardStep;
    return { label: narrow && step !== active ? undefined : label, 'aria-label': label, description: narrow ? undefined : description };
  };
  const cancel = (
    <Button component={Link} to="/profile" variant="default">
      {t('shared.cancel')}
    </Button>
  );
  return (
    <Stepper active={active} size="sm" wrap={false} allowNextStepsSelect={false} onStepClick={(step) => !codes && onStep(step)}>
      <Stepper.Step {...stepProps(0)}>
        <PasswordStepForm {...password} failure={failure} cancel={cancel} />
      </Stepper.Step>
      <Stepper.Step {...stepProps(1)}>
        <NewSecretStep secretUrl={secretUrl} cancel={cancel} onNext={() => onStep(2)} />
      </Stepper.Step>
      <Stepper.Step {...stepProps(2)}>
        <FirstCodeStep {...code} shown={active === 2} failure={failure} cancel={cancel} onBack={() => onStep(1)} />
      </Stepper.Step>
      <Stepper.Step {...stepProps(3)}>
        <Box pt="md">{codes && <RecoveryCodesView codes={codes} username={username} onDone={onCodesSaved} />}</Box>
      </Stepper.Step>
    </Stepper>
  );
}
