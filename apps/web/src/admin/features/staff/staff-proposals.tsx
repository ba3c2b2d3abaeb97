import { type StaffProposal, staffReasonSchema } from '@ico/domain/contracts/staff';
import { Badge, Code, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { ApproveRejectButtons } from '../../components/approve-reject-buttons';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DecisionFailed } from '../../components/decision-failed';
import { DoneAlert } from '../../components/done-alert';
import { Fact } from '../../components/fact';
import { QueryError } from '../../components/query-error';
import { ReasonDialog } from '../../components/reason-dialog';
import { ROLE_KEY } from '../../lib/admin-nav';
import { useStaff } from '../../lib/use-staff';
import { useApproveStaffProposal, useRejectStaffProposal } from './api/decide-staff-proposal';
import { usePendingStaffProposals } from './api/get-staff-proposals';

/** What a proposal gives, in a line: 'Add malee as Compliance'. */
export function useProposalTitle(): (proposal: StaffProposal) => string {
  const { t } = useTranslation('admin');
  return (proposal) => {
    const values = { username: proposal.username, role: t(ROLE_KEY[proposal.role]) };
    if (proposal.kind === 'create') return t('staff.pending.create', values);
    if (proposal.kind === 'role') return t('staff.pending.role', values);
    return t('staff.pending.enable', values);
  };
}

type Dialog = 'approve' | 'reject' | null;
type Decided = { what: string; approved: boolean };

/** Approve or reject (with a reason), each behind its dialog; the proposer and the member it is about see why they cannot. */
function Decisions({ proposal, onDecided }: { proposal: StaffProposal; onDecided: (decided: Decided) => void }) {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const title = useProposalTitle();
  const approve = useApproveStaffProposal(proposal.id);
  const reject = useRejectStaffProposal(proposal.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const own = proposal.proposedBy?.id === staff.id;
  const aboutMe = proposal.subjectId === staff.id;
  const failed = approve.error ?? reject.error;
  const close = () => setDialog(null);

  if (own)
    return (
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {t('staff.pending.yours')}
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {`npm run admin -- approve-staff-proposal ${proposal.id}`}
        </Code>
      </Stack>
    );
  if (aboutMe)
    return (
      <Text size="sm" c="dimmed">
        {t('staff.pending.aboutYou')}
      </Text>
    );
  const approveText =
    proposal.kind === 'create'
      ? t('staff.pending.approveText.create', { username: proposal.username, email: proposal.email })
      : t(proposal.kind === 'role' ? 'staff.pending.approveText.role' : 'staff.pending.approveText.enable', {
          username: proposal.username,
          role: t(ROLE_KEY[proposal.role]),
        });
  const heading = (
    <Text size="sm" fw={600}>
      {title(proposal)}
    </Text>
  );
  const labels = { close: t('staff.pending.cancel'), cancel: t('staff.pending.cancel') };

  return (
    <Stack gap={6}>
      {failed && !dialog && <DecisionFailed error={failed} />}
      <Group gap="xs">
        <ApproveRejectButtons
          labels={{ approve: t('staff.pending.approve'), reject: t('staff.pending.reject') }}
          onApprove={() => setDialog('approve')}
          onReject={() => setDialog('reject')}
        />
      </Group>

      <ConfirmDialog
        opened={dialog === 'approve'}
        title={t('staff.pending.approveTitle')}
        labels={{ ...labels, confirm: t('staff.pending.approve') }}
        color="#237a3b"
        pending={approve.isPending}
        onConfirm={() =>
          approve.mutate(undefined, {
            onSuccess: () => onDecided({ what: title(proposal), approved: true }),
            onSettled: close,
          })
        }
        onClose={close}
      >
        {heading}
        <Text size="sm">{approveText}</Text>
      </ConfirmDialog>

      <ReasonDialog
        opened={dialog === 'reject'}
        title={t('staff.pending.rejectTitle')}
        schema={staffReasonSchema}
        labels={{ ...labels, reason: t('staff.pending.decisionReason'), confirm: t('staff.pending.reject') }}
        color="red.9"
        pending={reject.isPending}
        onSubmit={(input, { onSuccess, onError }) =>
          reject.mutate(input, {
            onSuccess: () => {
              onSuccess();
              onDecided({ what: title(proposal), approved: false });
            },
            onError,
          })
        }
        onClose={close}
      >
        {heading}
        <Text size="sm">{t('staff.pending.rejectText')}</Text>
      </ReasonDialog>
    </Stack>
  );
}

/** One pending proposal: what it gives to whom, the proposer's reason, who proposed it and when, and the decisions. */
function ProposalCard({ proposal, onDecided }: { proposal: StaffProposal; onDecided: (decided: Decided) => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const title = useProposalTitle()(proposal);
  const name = `${proposal.firstNameEN} ${proposal.lastNameEN}`.trim();
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={title} data-staff-proposal={proposal.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Badge color="yellow.9" variant="filled" radius="sm" tt="none" style={{ flexShrink: 0 }}>
            {t('staff.grants.waiting')}
          </Badge>
        </Group>
        <Stack gap={4}>
          {proposal.kind === 'create' && name && (
            <Fact label={t('staff.pending.name')} labelWidth={130}>
              {name}
            </Fact>
          )}
          <Fact label={t('staff.pending.email')} labelWidth={130}>
            {proposal.email}
          </Fact>
          {proposal.fromRole && (
            <Fact label={t('staff.pending.currentRole')} labelWidth={130}>
              {t(ROLE_KEY[proposal.fromRole])}
            </Fact>
          )}
          {proposal.disabledReason && (
            <Fact label={t('staff.pending.disabledReason')} labelWidth={130}>
              {proposal.disabledReason}
            </Fact>
          )}
          <Fact label={t('staff.pending.reason')} labelWidth={130}>
            {proposal.reason}
          </Fact>
          <Fact label={t('staff.pending.proposedBy')} labelWidth={130}>
            {`${proposal.proposedBy?.username ?? t('staff.grants.removedAccount')} · ${formatDateTime(proposal.proposedAt, language)}`}
          </Fact>
        </Stack>
        <Decisions proposal={proposal} onDecided={onDecided} />
      </Stack>
    </Paper>
  );
}

/**
 * The staff grants waiting for a second administrator (issue 29): a new member, a role that can approve, an enabling.
 * Shown above the staff list while there is one; the outcome of the last decision stays until closed.
 */
export function StaffProposals() {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const proposals = usePendingStaffProposals();
  const [decided, setDecided] = useState<Decided | null>(null);
  const outcome = decided && (
    <DoneAlert onClose={() => setDecided(null)} closeLabel={t('staff.pending.cancel')}>
      {t(decided.approved ? 'staff.pending.approved' : 'staff.pending.rejected', { what: decided.what })}
    </DoneAlert>
  );
  if (proposals.isError) return <QueryError error={proposals.error} onRetry={() => void proposals.refetch()} />;
  if (proposals.isPending) return <Skeleton h={80} radius="md" />;
  if (proposals.data.results.length === 0) return outcome;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <div>
        <Title order={2} size="h4" id={headingId}>
          {t('staff.pending.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('staff.pending.lead')}
        </Text>
      </div>
      {outcome}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {proposals.data.results.map((proposal) => (
          <ProposalCard key={proposal.id} proposal={proposal} onDecided={setDecided} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
