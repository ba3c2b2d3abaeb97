import { zodResolver } from '@hookform/resolvers/zod';
import { type RefundDraft, type RefundOpenInput, refundOpenSchema } from '@ico/domain/contracts/refunds';
import { formatBaht } from '@ico/domain/money';
import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { REFUND_REASON_STAFF_KEY } from '../../../components/refund-labels';
import { useJoiningStatusLabel } from '../../../components/status-badge';
import { applyServerErrors, fieldErrorText } from '../../../lib/error-text';
import { AdminPage } from '../../components/admin-page';
import { DoneAlert } from '../../components/done-alert';
import { QueryError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';
import { useProposeRefund, useRefundDraft } from './api/refunds';
import { AccountText, CreditText, RefundFact as Fact, RefundStatusBadge } from './refund-facts';
import { RefundNoteAndFailure } from './refund-note';

const idOf = (value: string | null): number | null => {
  const id = Number(value);
  return value && /^\d{1,10}$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** Without a joining in the address: staff type its number (from the joining page or the credit's investor). */
function PickJoining() {
  const { t } = useTranslation('admin-refunds');
  const [params, setParams] = useSearchParams();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (idOf(value.trim()) === null) return setError(t('form.joiningInvalid'));
        const next = new URLSearchParams(params);
        next.set('joiningId', value.trim());
        setParams(next);
      }}
    >
      <Stack gap="sm" maw={420}>
        <TextInput
          label={t('form.joining')}
          description={t('form.joiningHelp')}
          inputMode="numeric"
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group>
          <Button type="submit">{t('form.continue')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Summary({ draft }: { draft: RefundDraft }) {
  const { t } = useTranslation(['admin-refunds', 'common']);
  const statusLabel = useJoiningStatusLabel();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Fact label={t('fields.investor')}>
          <Anchor component={Link} to={`/admin/users/${draft.investor.id}`} size="sm" inherit>
            {draft.investor.username}
          </Anchor>
        </Fact>
        <Fact label={t('fields.joining')}>
          <Anchor component={Link} to={`/admin/joinings/${draft.joining.id}`} size="sm" inherit>
            {`${draft.offering.tokenName} (${draft.offering.ticker}) · #${draft.joining.id}`}
          </Anchor>
        </Fact>
        <Fact label={t('fields.joiningStatus')}>{statusLabel(draft.joining.status)}</Fact>
        {draft.joining.amount && <Fact label={t('fields.joiningAmount')}>{t('baht', { amount: formatBaht(draft.joining.amount) })}</Fact>}
        {draft.credit && (
          <Fact label={t('fields.credit')}>
            <CreditText credit={draft.credit} />
          </Fact>
        )}
        <Fact label={t('fields.account')}>{draft.account ? <AccountText account={draft.account} /> : t('form.noAccount')}</Fact>
        <Fact label={t('fields.limit')}>{t('baht', { amount: formatBaht(draft.limit) })}</Fact>
        {draft.refunds.length > 0 && (
          <Fact label={t('fields.earlier')}>
            <Stack gap={4}>
              {draft.refunds.map((refund) => (
                <Group key={refund.id} gap={6} wrap="nowrap">
                  <Anchor component={Link} to={`/admin/refunds/${refund.id}`} size="sm">
                    {t('baht', { amount: formatBaht(refund.amount) })}
                  </Anchor>
                  <RefundStatusBadge status={refund.status} />
                </Group>
              ))}
            </Stack>
          </Fact>
        )}
      </Stack>
    </Paper>
  );
}

function OpenForm({ draft }: { draft: RefundDraft }) {
  const { t } = useTranslation(['admin-refunds', 'common']);
  const propose = useProposeRefund();
  const [proposedId, setProposedId] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<z.input<typeof refundOpenSchema>, unknown, RefundOpenInput>({
    resolver: zodResolver(refundOpenSchema),
    defaultValues: {
      joiningId: draft.joining.id,
      creditId: draft.credit?.id,
      amount: draft.limit,
      reason: draft.reasons.length === 1 ? draft.reasons[0] : undefined,
      note: '',
    },
  });
  if (!draft.account) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        {t('errors.REFUND_NO_BANK_ACCOUNT', { ns: 'common' })}
      </Alert>
    );
  }
  if (draft.reasons.length === 0) {
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        {t('form.noReason')}
      </Alert>
    );
  }
  if (proposedId !== null) {
    return (
      <DoneAlert onClose={() => setProposedId(null)}>
        <Text size="sm">
          {t('form.proposed')}{' '}
          <Anchor component={Link} to="/admin/approvals" size="sm">
            {t('form.toApprovals')}
          </Anchor>
        </Text>
      </DoneAlert>
    );
  }
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      noValidate
      onSubmit={form.handleSubmit((input) => {
        setFailure(null);
        propose.mutate(input, {
          onSuccess: (proposal) => setProposedId(proposal.id),
          onError: (error) => {
            // Over the limit belongs under the amount (its help names the limit); a reason that does not fit, under the reason.
            const codeFields = { REFUND_OVER_LIMIT: 'amount', REFUND_REASON_MISMATCH: 'reason' } as const;
            if (!applyServerErrors(error, form.setError, ['amount', 'reason', 'note'], codeFields)) setFailure(error);
          },
        });
      })}
    >
      <Stack gap="md" maw={560}>
        <Title order={2} fz="h4">
          {t('form.title')}
        </Title>
        <TextInput
          {...form.register('amount')}
          label={t('form.amount')}
          description={t('form.amountHelp', { limit: formatBaht(draft.limit) })}
          inputMode="decimal"
          withAsterisk
          rightSection={
            <Text size="xs" c="dimmed">
              THB
            </Text>
          }
          rightSectionWidth={48}
          error={fieldErrorText(form.formState.errors.amount)}
        />
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <Select
              label={t('form.reason')}
              withAsterisk
              data={draft.reasons.map((reason) => ({ value: reason, label: t(REFUND_REASON_STAFF_KEY[reason], { ns: 'common' }) }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={fieldErrorText(form.formState.errors.reason)}
            />
          )}
        />
        <RefundNoteAndFailure note={form.register('note')} error={form.formState.errors.note} failure={failure} />
        <Text size="sm" c="dimmed">
          {t('form.fourEyes')}
        </Text>
        <Group>
          <Button type="submit" loading={propose.isPending}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function NewRefund() {
  const { t } = useTranslation('admin-refunds');
  const [params] = useSearchParams();
  const joiningId = idOf(params.get('joiningId'));
  const creditId = idOf(params.get('creditId'));
  const draft = useRefundDraft(joiningId, creditId);
  return (
    <AdminPage title={t('newTitle')} description={t('newLead')}>
      {joiningId === null ? (
        <PickJoining />
      ) : draft.isError ? (
        <QueryError error={draft.error} onRetry={() => void draft.refetch()} />
      ) : draft.data ? (
        <Stack gap="md">
          <Summary draft={draft.data} />
          <OpenForm key={`${draft.data.joining.id}-${draft.data.credit?.id ?? ''}`} draft={draft.data} />
        </Stack>
      ) : null}
    </AdminPage>
  );
}

/** `/admin/refunds/new?joiningId=&creditId=`: propose money back to an investor (a second staff member approves). */
export function AdminRefundNewPage() {
  return (
    <RequirePermission permission="joinings.operate">
      <NewRefund />
    </RequirePermission>
  );
}
