import type { stepUpFormSchema } from '@ico/domain/auth-schemas';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordField } from '../../components/password-field';
import { useFieldError } from '../../lib/error-text';

export type PasswordForm = z.infer<typeof stepUpFormSchema>;

/**
 * The first step of the two-factor wizards (turning it on, replacing the authenticator): the current password before
 * anything is shown. The caller owns the form, so its request can put the server's answer under the field.
 */
export function PasswordStepForm({
  form,
  text,
  label,
  failure,
  cancel,
  submitLabel,
  loading,
  onPassword,
}: {
  form: UseFormReturn<PasswordForm>;
  text: string;
  label: string;
  failure: ReactNode;
  cancel: ReactNode;
  submitLabel: string;
  loading: boolean;
  onPassword: (password: string) => void;
}) {
  const fieldError = useFieldError();
  return (
    <form noValidate onSubmit={form.handleSubmit(({ password }) => onPassword(password))}>
      <Stack gap="md" pt="md" maw={420}>
        <Text size="sm" lh={1.65}>
          {text}
        </Text>
        <PasswordField
          {...form.register('password')}
          label={label}
          autoComplete="current-password"
          withAsterisk
          error={fieldError(form.formState.errors.password)}
        />
        {failure}
      </Stack>
      <Group justify="flex-end" gap="sm" mt="xl">
        {cancel}
        <Button type="submit" loading={loading}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
