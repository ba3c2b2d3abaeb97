import type { ClosureStatus } from '@ico/domain/account-closure';
import { closureRefusalSchema, type StaffClosure } from '@ico/domain/contracts/account-closures';
import { roleCan } from '@ico/domain/staff';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../i18n/text-key';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useCompleteClosure, useRefuseClosure } from '../api/closures';
import { useStaff } from '../lib/use-staff';
import { ConfirmDialog } from './confirm-dialog';
import { DecisionFailed } from './decision-failed';
import { ReasonDialog } from './reason-dialog';

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
  if (closure.status !== 'PENDING' || !roleCan(staff.role, 'users.close')) return null;
  const held = closure.reservationsInProgress > 0;
  const failed = complete.error ?? refuse.error;
  const close = () => setDialog(null);
  const labels = { close: t('close'), cancel: t('cancel') };

  return (
    <Stack gap={6}>
      {failed && !dialog && <DecisionFailed error={failed} size="xs" />}
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" color="red.9" disabled={held} onClick={() => setDialog('complete')}>
          {t('complete')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setDialog('refuse')}>
          {t('refuse')}
        </Button>
      </Group>
      {held && (
        <Text size="xs" c="dimmed">
          {t('blocked')}
        </Text>
      )}

      <ConfirmDialog
        opened={dialog === 'complete'}
        title={t('completeTitle', { username: closure.username })}
        labels={{ ...labels, confirm: t('completeConfirm') }}
        color="red.9"
        pending={complete.isPending}
        onConfirm={() => complete.mutate(undefined, { onSettled: close })}
        onClose={close}
      >
        <Text size="sm">{t('completeText')}</Text>
      </ConfirmDialog>

      <ReasonDialog
        opened={dialog === 'refuse'}
        title={t('refuseTitle', { username: closure.username })}
        schema={closureRefusalSchema}
        labels={{ ...labels, reason: t('reason'), confirm: t('refuseConfirm') }}
        pending={refuse.isPending}
        onSubmit={(input, callbacks) => refuse.mutate(input, callbacks)}
        onClose={close}
      >
        <Text size="sm">{t('refuseText')}</Text>
      </ReasonDialog>
    </Stack>
  );
}
