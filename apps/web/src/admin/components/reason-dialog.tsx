import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, type MantineColor, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, fieldErrorText } from '../../lib/error-text';
import { ReasonField } from './reason-field';

type ReasonInput = { reason: string };

type ReasonDialogProps = {
  opened: boolean;
  title: string;
  /** What the reason is for, in a line or two. */
  children: ReactNode;
  /** The endpoint's own schema of the reason, so the rule and its message are the server's. */
  schema: z.ZodType<ReasonInput, ReasonInput>;
  labels: { close: string; cancel: string; reason: string; confirm: string };
  color?: MantineColor;
  pending: boolean;
  /** Sends the reason; `callbacks` are the mutation's, as `mutate(input, callbacks)` takes them. */
  onSubmit: (input: ReasonInput, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  onClose: () => void;
};

type ReasonFormProps = Omit<ReasonDialogProps, 'opened' | 'title'>;

/** Mounted while the dialog is open, so each opening starts with an empty reason. */
function ReasonForm({ children, schema, labels, color, pending, onSubmit, onClose }: ReasonFormProps) {
  const form = useForm<ReasonInput>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((input) =>
        onSubmit(input, {
          onSuccess: onClose,
          onError: (error) => {
            if (!applyServerErrors(error, form.setError, ['reason'])) onClose();
          },
        }),
      )}
    >
      <Stack gap="md">
        {children}
        <ReasonField
          {...form.register('reason')}
          label={labels.reason}
          error={fieldErrorText(form.formState.errors.reason)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {labels.cancel}
          </Button>
          <Button type="submit" color={color} loading={pending}>
            {labels.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A staff decision that needs a reason (reject, refuse): the reason is checked with the endpoint's schema, a refused
 * reason stays in the dialog under its field, any other failure closes it (the caller shows the error).
 */
export function ReasonDialog({ opened, title, ...form }: ReasonDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={form.onClose}
      centered
      closeButtonProps={{ 'aria-label': form.labels.close }}
      title={<Text fw={600}>{title}</Text>}
    >
      <ReasonForm {...form} />
    </Modal>
  );
}
