import { zodResolver } from '@hookform/resolvers/zod';
import { type RefundCompleteInput, refundCompleteSchema, type StaffRefund } from '@ico/domain/contracts/refunds';
import { formatBaht } from '@ico/domain/money';
import { Anchor, Button, Center, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { REFUND_REASON_STAFF_KEY } from '../../../components/refund-labels';
import { useJoiningStatusLabel } from '../../../components/status-badge';
import { applyServerErrors, fieldErrorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../components/admin-page';
import { ProposalCard } from '../../components/proposal-card';
import { QueryError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';
import { useProposeRefundDone, useRefund } from './api/refunds';
import { AccountText, CreditText, RefundFact as Fact, RefundStatusBadge } from './refund-facts';
import { RefundNoteAndFailure } from './refund-note';

function Facts({ refund }: { refund: StaffRefund }) {
  const { t } = useTranslation(['admin-refunds', 'common']);
  const language = useLanguage();
  const statusLabel = useJoiningStatusLabel();
  const by = (who: { username: string } | null, approver: { username: string } | null, at: string | null) =>
    [who?.username ?? '—', approver ? t('approvedBy', { name: approver.username }) : null, at ? formatDateTime(at, language) : null]
      .filter(Boolean)
      .join(' · ');
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={700} size="xl">
            {t('baht', { amount: formatBaht(refund.amount) })}
          </Text>
          <RefundStatusBadge status={refund.status} />
        </Group>
        <Fact label={t('fields.reason')}>{t(REFUND_REASON_STAFF_KEY[refund.reason], { ns: 'common' })}</Fact>
        <Fact label={t('fields.investor')}>
          <Anchor component={Link} to={`/admin/users/${refund.investor.id}`} size="sm" inherit>
            {refund.investor.username}
          </Anchor>
        </Fact>
        <Fact label={t('fields.joining')}>
          <Anchor component={Link} to={`/admin/joinings/${refund.joining.id}`} size="sm" inherit>
            {`${refund.offering.tokenName} (${refund.offering.ticker}) · #${refund.joining.id} · ${statusLabel(refund.joining.status)}`}
          </Anchor>
        </Fact>
        <Fact label={t('fields.account')}>
          <AccountText account={refund.account} />
        </Fact>
        {refund.credit && (
          <Fact label={t('fields.credit')}>
            <CreditText credit={refund.credit} />
          </Fact>
        )}
        {refund.note && <Fact label={t('fields.note')}>{refund.note}</Fact>}
        <Fact label={t('fields.opened')}>{by(refund.openedBy, refund.openApprovedBy, refund.openedAt)}</Fact>
        {refund.status === 'REFUND_DONE' && (
          <>
            <Fact label={t('fields.done')}>{by(refund.doneBy, refund.doneApprovedBy, refund.doneAt)}</Fact>
            <Fact label={t('fields.bankReference')}>{refund.bankReference}</Fact>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** "Mark as done": the transfer's bank reference, proposed for a second staff member's approval. */
function DoneForm({ refund }: { refund: StaffRefund }) {
  const { t } = useTranslation('admin-refunds');
  const propose = useProposeRefundDone(refund.id);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<z.input<typeof refundCompleteSchema>, unknown, RefundCompleteInput>({
    resolver: zodResolver(refundCompleteSchema),
    defaultValues: { bankReference: '', note: '' },
  });
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      noValidate
      aria-labelledby="done-title"
      onSubmit={form.handleSubmit((input) => {
        setFailure(null);
        propose.mutate(input, {
          onError: (error) => {
            if (!applyServerErrors(error, form.setError, ['bankReference', 'note'])) setFailure(error);
          },
        });
      })}
    >
      <Stack gap="md" maw={560}>
        <Title order={2} fz="h4" id="done-title">
          {t('done.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('done.text')}
        </Text>
        <TextInput
          {...form.register('bankReference')}
          label={t('done.bankReference')}
          withAsterisk
          maxLength={100}
          error={fieldErrorText(form.formState.errors.bankReference)}
        />
        <RefundNoteAndFailure note={form.register('note')} error={form.formState.errors.note} failure={failure} />
        <Group>
          <Button type="submit" loading={propose.isPending}>
            {t('done.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function RefundDetail() {
  const { t } = useTranslation('admin-refunds');
  const params = useParams();
  const id = Number(params.refundId);
  const refund = useRefund(id);
  return (
    <AdminPage
      title={t('detailTitle', { id: params.refundId ?? '' })}
      description={
        <Anchor component={Link} to="/admin/refunds" size="sm">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={14} aria-hidden="true" />
            {t('back')}
          </Group>
        </Anchor>
      }
    >
      {refund.isError ? (
        <QueryError error={refund.error} onRetry={() => void refund.refetch()} />
      ) : refund.isPending ? (
        <Center mih={200}>
          <Loader role="progressbar" aria-label={t('loading')} />
        </Center>
      ) : (
        <Stack gap="md">
          <Facts refund={refund.data.refund} />
          {refund.data.proposal ? (
            <Stack gap="xs">
              <Title order={2} fz="h4">
                {t('pendingTitle')}
              </Title>
              <ProposalCard proposal={refund.data.proposal} />
            </Stack>
          ) : (
            refund.data.refund.status === 'REFUND_PROCESSING' && <DoneForm refund={refund.data.refund} />
          )}
        </Stack>
      )}
    </AdminPage>
  );
}

/** `/admin/refunds/{id}`: one refund case, and "Mark as done" while it is processing. */
export function AdminRefundPage() {
  return (
    <RequirePermission permission="joinings.operate">
      <RefundDetail />
    </RequirePermission>
  );
}
