import { findBank } from '@ico/domain/banks';
import { type Proposal, proposalRejectionSchema } from '@ico/domain/contracts/proposals';
import type { ProposalStatus } from '@ico/domain/four-eyes';
import { formatBaht } from '@ico/domain/money';
import { REFUND_REASONS, type RefundReason } from '@ico/domain/reconciliation';
import { roleCan } from '@ico/domain/staff';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REFUND_REASON_STAFF_KEY } from '../../components/refund-labels';
import { useJoiningStatusLabel } from '../../components/status-badge';
import type { TextKey } from '../../i18n/text-key';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useApproveProposal, useRejectProposal, useWithdrawProposal } from '../api/proposals';
import { useStaff } from '../lib/use-staff';
import { ApproveRejectButtons } from './approve-reject-buttons';
import { ConfirmDialog } from './confirm-dialog';
import { DecisionFailed } from './decision-failed';
import { Fact } from './fact';
import { ReasonDialog } from './reason-dialog';

export const PROPOSAL_STATUS_KEY: Record<ProposalStatus, TextKey<'admin-approvals'>> = {
  PENDING: 'status.PENDING',
  APPROVED: 'status.APPROVED',
  REJECTED: 'status.REJECTED',
  WITHDRAWN: 'status.WITHDRAWN',
};
const STATUS_COLOR: Record<ProposalStatus, string> = { PENDING: 'yellow.9', APPROVED: 'green.9', REJECTED: 'red.9', WITHDRAWN: 'gray.8' };

function useAge() {
  const { t } = useTranslation('admin-approvals');
  return (seconds: number) => {
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60) return t('age.minutes', { count: minutes });
    const hours = Math.floor(minutes / 60);
    return hours < 48 ? t('age.hours', { count: hours }) : t('age.days', { count: Math.floor(hours / 24) });
  };
}

const isRefundReason = (value: unknown): value is RefundReason => REFUND_REASONS.includes(value as RefundReason);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** What the proposal changes and what the proposer showed for it. */
/** A refund proposal's change: the amount, why, and the account it goes to (the whole number: staff transfer to it). */
function RefundChange({ change }: { change: Proposal['change'] }) {
  const { t } = useTranslation(['admin-approvals', 'common']);
  const language = useLanguage();
  const amount = text(change.amount);
  const reason = isRefundReason(change.reason) ? change.reason : null;
  const bankCode = text(change.bankCode);
  const bank = bankCode ? (findBank(bankCode)?.name[language] ?? bankCode) : null;
  return (
    <>
      {amount && <Fact label={t('fields.refundAmount')}>{`${formatBaht(amount)} THB`}</Fact>}
      {reason && <Fact label={t('fields.refundReason')}>{t(REFUND_REASON_STAFF_KEY[reason], { ns: 'common' })}</Fact>}
      {bank && (
        <Fact label={t('fields.refundAccount')}>{`${bank}\n${text(change.accountName) ?? ''} · ${text(change.accountNumber) ?? ''}`}</Fact>
      )}
      {typeof change.refundId === 'number' && (
        <Fact label={t('fields.openRefund')}>
          <Anchor component={Link} to={`/admin/refunds/${change.refundId}`} size="sm">
            {`#${change.refundId}`}
          </Anchor>
        </Fact>
      )}
    </>
  );
}

/** The statement line a proposal rests on, as the bank printed it, and who imported the statement. */
function CreditFacts({ credit, shownReference }: { credit: NonNullable<Proposal['credit']>; shownReference: string | null }) {
  const { t } = useTranslation('admin-approvals');
  const language = useLanguage();
  const imported = { date: formatDateTime(credit.importedAt, language), file: credit.statementFileName };
  return (
    <>
      <Fact label={t('fields.bankCredit')}>
        <Anchor component={Link} to="/admin/reconciliation?tab=all" size="sm">
          {t('fields.openCredit', { id: String(credit.id) })}
        </Anchor>
      </Fact>
      <Fact label={t('fields.creditBooked')}>{formatDateTime(credit.bookedAt, language)}</Fact>
      <Fact label={t('fields.creditAmount')}>{`${formatBaht(credit.amount)} THB`}</Fact>
      {credit.sender && <Fact label={t('fields.creditSender')}>{credit.sender}</Fact>}
      {credit.reference && credit.reference !== shownReference && <Fact label={t('fields.bankReference')}>{credit.reference}</Fact>}
      <Fact label={t('fields.creditImported')}>
        {credit.importedBy
          ? t('fields.creditImportedBy', { name: credit.importedBy.username, ...imported })
          : t('fields.creditImportedByGone', imported)}
      </Fact>
    </>
  );
}

function Evidence({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation('admin-approvals');
  const { evidence, change } = proposal;
  const amountSeen = text(evidence.amountSeen);
  const refund = proposal.kind === 'refund.open' || proposal.kind === 'refund.complete';
  return (
    <Stack gap={4}>
      <Fact label={t('fields.offering')}>{`${proposal.offering.tokenName} (${proposal.offering.ticker})`}</Fact>
      {proposal.investor && <Fact label={t('fields.investor')}>{proposal.investor.username}</Fact>}
      {proposal.joining?.amount && <Fact label={t('fields.amount')}>{`${formatBaht(proposal.joining.amount)} THB`}</Fact>}
      {refund && <RefundChange change={change} />}
      {amountSeen && <Fact label={t('fields.amountSeen')}>{`${formatBaht(amountSeen)} THB`}</Fact>}
      {text(evidence.bankReference) && <Fact label={t('fields.bankReference')}>{text(evidence.bankReference)}</Fact>}
      {text(evidence.reason) && <Fact label={t('fields.reason')}>{text(evidence.reason)}</Fact>}
      {text(evidence.note) && <Fact label={t('fields.note')}>{text(evidence.note)}</Fact>}
      {proposal.affected !== null && <Fact label={t('fields.affected')}>{proposal.affected}</Fact>}
      {text(change.promptPayId) && <Fact label={t('fields.promptPayId')}>{text(change.promptPayId)}</Fact>}
      {text(change.paymentInstructionsEN) && <Fact label={t('fields.instructionsEN')}>{text(change.paymentInstructionsEN)}</Fact>}
      {text(change.paymentInstructionsTH) && <Fact label={t('fields.instructionsTH')}>{text(change.paymentInstructionsTH)}</Fact>}
      {proposal.credit && <CreditFacts credit={proposal.credit} shownReference={text(evidence.bankReference)} />}
      {text(evidence.slipFileId) && proposal.joining && (
        <Fact label={t('fields.slip')}>
          <Anchor component={Link} to={`/admin/joinings/${proposal.joining.id}`} size="sm">
            {t('fields.openSlip')}
          </Anchor>
        </Fact>
      )}
    </Stack>
  );
}

type Dialog = 'approve' | 'reject' | 'withdraw' | null;

/** Approve, reject (with a reason) or withdraw (the proposer's own), each behind a confirmation. */
function Decisions({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation('admin-approvals');
  const staff = useStaff();
  const approve = useApproveProposal(proposal.id);
  const reject = useRejectProposal(proposal.id);
  const withdraw = useWithdrawProposal(proposal.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  if (proposal.status !== 'PENDING') return null;
  const own = proposal.proposedBy?.id === staff.id;
  const ownJoining = proposal.investor?.id === staff.id;
  const ownImport = proposal.credit?.importedBy?.id === staff.id;
  const mayDecide = roleCan(staff.role, 'payments.approve') && !own && !ownJoining && !ownImport;
  const failed = approve.error ?? reject.error ?? withdraw.error;
  const close = () => setDialog(null);
  const labels = { close: t('close'), cancel: t('cancel') };

  return (
    <Stack gap={6}>
      {own && (
        <Text size="sm" c="dimmed">
          {t('yours')}
        </Text>
      )}
      {ownJoining && !own && (
        <Text size="sm" c="dimmed">
          {t('ownJoining')}
        </Text>
      )}
      {ownImport && !own && !ownJoining && (
        <Text size="sm" c="dimmed">
          {t('ownImport')}
        </Text>
      )}
      {failed && !dialog && <DecisionFailed error={failed} />}
      <Group gap="xs">
        {mayDecide && (
          <ApproveRejectButtons
            labels={{ approve: t('approve'), reject: t('reject') }}
            onApprove={() => setDialog('approve')}
            onReject={() => setDialog('reject')}
          />
        )}
        {own && (
          <Button size="sm" variant="default" onClick={() => setDialog('withdraw')}>
            {t('withdraw')}
          </Button>
        )}
      </Group>

      <ConfirmDialog
        opened={dialog === 'approve' || dialog === 'withdraw'}
        title={dialog === 'withdraw' ? t('withdrawTitle') : t('approveTitle')}
        labels={{ ...labels, confirm: dialog === 'withdraw' ? t('withdraw') : t('approve') }}
        color={dialog === 'withdraw' ? 'brand' : '#237a3b'}
        pending={approve.isPending || withdraw.isPending}
        onConfirm={() => (dialog === 'withdraw' ? withdraw : approve).mutate(undefined, { onSettled: close })}
        onClose={close}
      >
        <Text size="sm">{dialog === 'withdraw' ? t('withdrawText') : t('approveText')}</Text>
      </ConfirmDialog>

      <ReasonDialog
        opened={dialog === 'reject'}
        title={t('rejectTitle')}
        schema={proposalRejectionSchema}
        labels={{ ...labels, reason: t('decisionReason'), confirm: t('reject') }}
        color="red.9"
        pending={reject.isPending}
        onSubmit={(input, callbacks) => reject.mutate(input, callbacks)}
        onClose={close}
      >
        <Text size="sm">{t('rejectText')}</Text>
      </ReasonDialog>
    </Stack>
  );
}

/** One four-eyes proposal: what it changes, its evidence, who proposed it and how long ago, and the decisions. */
export function ProposalCard({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation('admin-approvals');
  const language = useLanguage();
  const statusLabel = useJoiningStatusLabel();
  const age = useAge();
  const joiningId = proposal.joining?.id ?? 0;
  const title =
    proposal.kind === 'joining.status' && proposal.joining && proposal.fromStatus && proposal.toStatus
      ? t('kind.joiningStatus', { id: proposal.joining.id, from: statusLabel(proposal.fromStatus), to: statusLabel(proposal.toStatus) })
      : proposal.kind === 'refund.open'
        ? t('kind.refundOpen', { id: joiningId })
        : proposal.kind === 'refund.complete'
          ? t('kind.refundComplete', { id: joiningId })
          : proposal.kind === 'offering.fundingFail'
            ? t('kind.fundingFail')
            : t('kind.paymentTerms');
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={title} data-proposal={proposal.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600}>
            {proposal.joining ? (
              <Anchor component={Link} to={`/admin/joinings/${proposal.joining.id}`} fw={600} inherit>
                {title}
              </Anchor>
            ) : (
              title
            )}
          </Text>
          <Badge color={STATUS_COLOR[proposal.status]} variant="filled" radius="sm" tt="none" style={{ flexShrink: 0 }}>
            {t(PROPOSAL_STATUS_KEY[proposal.status])}
          </Badge>
        </Group>
        <Evidence proposal={proposal} />
        <Stack gap={4}>
          <Fact label={t('fields.proposedBy')}>
            {`${proposal.proposedBy?.username ?? '—'} · ${formatDateTime(proposal.proposedAt, language)}`}
          </Fact>
          {proposal.status === 'PENDING' ? (
            <Fact label={t('fields.age')}>{age(proposal.ageSeconds)}</Fact>
          ) : (
            <>
              <Fact label={t('fields.decidedBy')}>
                {`${proposal.decidedBy?.username ?? '—'}${proposal.decidedAt ? ` · ${formatDateTime(proposal.decidedAt, language)}` : ''}`}
              </Fact>
              {proposal.decisionReason && <Fact label={t('fields.decisionReason')}>{proposal.decisionReason}</Fact>}
            </>
          )}
        </Stack>
        <Decisions proposal={proposal} />
      </Stack>
    </Paper>
  );
}
