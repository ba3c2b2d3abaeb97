import { zodResolver } from '@hookform/resolvers/zod';
import type { ClosureStatus } from '@ico/domain/account-closure';
import { closureRefusalSchema, type StaffClosure } from '@ico/domain/contracts/account-closures';
import { roleCan } from '@ico/domain/staff';
import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../i18n/text-key';
import { applyServerErrors, errorText, fieldErrorText } from '../../lib/error-text';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { type RefuseClosureInput, useCompleteClosure, useRefuseClosure } from '../api/closures';
import { useStaff } from '../lib/use-staff';
import { ReasonField } from './reason-field';

export const CLOSURE_STATUS_KEY: Record<ClosureStatus, TextKey<'admin-closures'>> = {
  PENDING: 'status.PENDING',
  COMPLETED: 'status.COMPLETED',
  REFUSED: 'status.REFUSED',
  DELETED: 'status.DELETED',
};
/** Filled badges in the shades the portal's status badges use (their text passes WCAG AA contrast). */
const STATUS_COLOR: Record<ClosureStatus, { color: string; c: string }> = {
  PENDING: { color: 'yellow.4', c: 'dark.9' },
  COMPLETED: { color: 'gray.7', c: 'white' },
  REFUSED: { color: 'blue.9', c: 'white' },
  DELETED: { color: 'dark.9', c: 'white' },
};

export function ClosureStatusBadge({ status }: { status: ClosureStatus }) {
  const { t } = useTranslation('admin-closures');
  return (
    <Badge size="sm" radius="sm" tt="none" miw="max-content" {...STATUS_COLOR[status]}>
      {t(CLOSURE_STATUS_KEY[status])}
    </Badge>
  );
}

/** What happened to a request after it was made: who closed it, when it is deleted, when it was refused. */
export function ClosureOutcome({ closure }: { closure: StaffClosure }) {
  const { t } = useTranslation('admin-closures');
  const language = useLanguage();
  const lines: string[] = [];
  if (closure.completed_at)
    lines.push(t('completedBy', { username: closure.completedBy ?? '-', date: formatDate(closure.completed_at, language) }));
  if (closure.deleted_at) lines.push(t('deletedAt', { date: formatDate(closure.deleted_at, language) }));
  else if (closure.delete_after) lines.push(t('deleteAfter', { date: formatDate(closure.delete_after, language) }));
  if (closure.refused_at) lines.push(t('refusedAt', { date: formatDate(closure.refused_at, language) }));
  return lines.length === 0 ? null : (
    <Text size="xs" c="dimmed">
      {lines.join(' · ')}
    </Text>
  );
}

/** Complete or refuse a pending request, each after a confirmation; only for staff who may close accounts. */
export function ClosureActions({ closure }: { closure: StaffClosure }) {
  const { t } = useTranslation('admin-closures');
  const staff = useStaff();
  const complete = useCompleteClosure(closure.id);
  const refuse = useRefuseClosure(closure.id);
  const [dialog, setDialog] = useState<'complete' | 'refuse' | null>(null);
  const form = useForm<RefuseClosureInput>({ resolver: zodResolver(closureRefusalSchema), defaultValues: { reason: '' } });
  if (closure.status !== 'PENDING' || !roleCan(staff.role, 'users.close')) return null;
  const held = closure.reservationsInProgress > 0;
  const failed = complete.error ?? refuse.error;

  return (
    <Stack gap={6}>
      {failed && !dialog && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} role="alert" p="xs">
          <Text size="xs">{errorText(failed)}</Text>
        </Alert>
      )}
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" color="red.9" disabled={held} onClick={() => setDialog('complete')}>
          {t('complete')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            form.reset({ reason: '' });
            setDialog('refuse');
          }}
        >
          {t('refuse')}
        </Button>
      </Group>
      {held && (
        <Text size="xs" c="dimmed">
          {t('blocked')}
        </Text>
      )}

      <Modal
        opened={dialog === 'complete'}
        onClose={() => setDialog(null)}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
        title={<Text fw={600}>{t('completeTitle', { username: closure.username })}</Text>}
      >
        <Stack gap="md">
          <Text size="sm">{t('completeText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDialog(null)} data-autofocus>
              {t('cancel')}
            </Button>
            <Button
              color="red.9"
              loading={complete.isPending}
              onClick={() => complete.mutate(undefined, { onSettled: () => setDialog(null) })}
            >
              {t('completeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={dialog === 'refuse'}
        onClose={() => setDialog(null)}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
        title={<Text fw={600}>{t('refuseTitle', { username: closure.username })}</Text>}
      >
        <form
          noValidate
          onSubmit={form.handleSubmit((input) =>
            refuse.mutate(input, {
              onSuccess: () => setDialog(null),
              onError: (error) => {
                if (!applyServerErrors(error, form.setError, ['reason'])) setDialog(null);
              },
            }),
          )}
        >
          <Stack gap="md">
            <Text size="sm">{t('refuseText')}</Text>
            <ReasonField
              {...form.register('reason')}
              label={t('reason')}
              error={fieldErrorText(form.formState.errors.reason)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDialog(null)}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={refuse.isPending}>
                {t('refuseConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
