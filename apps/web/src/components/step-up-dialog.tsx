import { zodResolver } from '@hookform/resolvers/zod';
import { stepUpFormSchema } from '@ico/domain/auth-schemas';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../lib/api-client';
import { errorText, useFieldError } from '../lib/error-text';
import { OtpDialog } from './otp-dialog';
import { PasswordField } from './password-field';

/** What a step-up sends: the current password, then (after 405 OTP_REQUIRED) a one-time or recovery code. */
export type StepUpProof = { password: string; otp?: string };

type StepUpDialogProps<T> = {
  opened: boolean;
  title: string;
  text: string;
  /** The button that sends the code (the password step says 'Continue'). */
  submitLabel?: string;
  /** The change weakens the account (turning two-factor off). */
  danger?: boolean;
  /** The call that needs the step-up; it answers 405 OTP_REQUIRED when two-factor is on and no code was sent. */
  action: (proof: StepUpProof) => Promise<T>;
  onDone: (result: T) => void;
  onCancel: () => void;
};

type PasswordForm = z.infer<typeof stepUpFormSchema>;

/**
 * A change that needs the owner, not just a signed-in browser (issue 15): the current password first, its error
 * under the field; then, when the server answers 405, the code prompt (authenticator or recovery code) with the
 * server's refusal under the code.
 */
export function StepUpDialog<T>({ opened, title, text, submitLabel, danger = false, action, onDone, onCancel }: StepUpDialogProps<T>) {
  const { t } = useTranslation('step-up');
  const fieldError = useFieldError();
  // The password the server took, kept while the code prompt is open.
  const [awaitingCode, setAwaitingCode] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasswordForm>({ resolver: zodResolver(stepUpFormSchema), defaultValues: { password: '' } });
  const { reset, setError } = form;

  useEffect(() => {
    if (!opened) return;
    reset({ password: '' });
    setAwaitingCode(null);
    setCodeError(null);
    setFailure(null);
  }, [opened, reset]);

  const run = useMutation({
    mutationFn: action,
    onMutate: () => {
      setCodeError(null);
      setFailure(null);
    },
    onSuccess: (result) => {
      setAwaitingCode(null);
      onDone(result);
    },
    onError: (error, proof) => {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'OTP_REQUIRED') return setAwaitingCode(proof.password);
      if (code === 'OLD_PASSWORD_WRONG' || (error instanceof ApiError && error.detail.password)) {
        setAwaitingCode(null);
        setError('password', { type: 'server', message: error instanceof ApiError ? (error.detail.password ?? code) : code });
        return;
      }
      if (proof.otp !== undefined) return setCodeError(errorText(error));
      setFailure(errorText(error));
    },
  });

  return (
    <>
      <Modal
        opened={opened && awaitingCode === null}
        onClose={onCancel}
        centered
        closeOnClickOutside={false}
        closeButtonProps={{ 'aria-label': t('prompt.close') }}
        title={
          <Text fw={600} size="lg">
            {title}
          </Text>
        }
      >
        <form noValidate onSubmit={form.handleSubmit(({ password }) => run.mutate({ password }))}>
          <Stack gap="md">
            <Text size="sm" c="dimmed" lh={1.6}>
              {text}
            </Text>
            <PasswordField
              {...form.register('password')}
              label={t('password.label')}
              autoComplete="current-password"
              withAsterisk
              error={fieldError(form.formState.errors.password)}
              data-autofocus
            />
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onCancel} disabled={run.isPending}>
                {t('prompt.cancel')}
              </Button>
              <Button type="submit" loading={run.isPending}>
                {t('confirm.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <OtpDialog
        opened={opened && awaitingCode !== null}
        loading={run.isPending}
        error={codeError}
        danger={danger}
        submitLabel={submitLabel}
        onSubmit={(otp) => awaitingCode !== null && run.mutate({ password: awaitingCode, otp })}
        onCancel={onCancel}
      />
    </>
  );
}
