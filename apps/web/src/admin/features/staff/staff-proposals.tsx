import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffProposal, type StaffReasonInput, staffReasonSchema } from '@ico/domain/contracts/staff';
import { Alert, Badge, Button, Code, Group, Modal, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, errorText, fieldErrorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { DoneAlert } from '../../components/done-alert';
import { Fact } from '../../components/fact';
import { QueryError } from '../../components/query-error';
import { ReasonField } from '../../components/reason-field';
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
  const form = useForm<StaffReasonInput>({ resolver: zodResolver(staffReasonSchema), defaultValues: { reason: '' } });
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

  return (
    <Stack gap={6}>
      {failed && !dialog && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} role="alert" p="xs">
          <Text size="sm">{errorText(failed)}</Text>
        </Alert>
      )}
      <Group gap="xs">
        <Button size="sm" color="#237a3b" leftSection={<IconCheck size={16} aria-hidden="true" />} onClick={() => setDialog('approve')}>
          {t('staff.pending.approve')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          color="red.9"
          leftSection={<IconX size={16} aria-hidden="true" />}
          onClick={() => {
            form.reset({ reason: '' });
            setDialog('reject');
          }}
        >
          {t('staff.pending.reject')}
        </Button>
      </Group>

      <Modal
        opened={dialog === 'approve'}
        onClose={close}
        centered
        closeButtonProps={{ 'aria-label': t('staff.pending.cancel') }}
        title={<Text fw={600}>{t('staff.pending.approveTitle')}</Text>}
      >
        <Stack gap="md">
          <Text size="sm" fw={600}>
            {title(proposal)}
          </Text>
          <Text size="sm">{approveText}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              {t('staff.pending.cancel')}
            </Button>
            <Button
              color="#237a3b"
              loading={approve.isPending}
              onClick={() =>
                approve.mutate(undefined, {
                  onSuccess: () => onDecided({ what: title(proposal), approved: true }),
                  onSettled: close,
                })
              }
            >
              {t('staff.pending.approve')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={dialog === 'reject'}
        onClose={close}
        centered
        closeButtonProps={{ 'aria-label': t('staff.pending.cancel') }}
        title={<Text fw={600}>{t('staff.pending.rejectTitle')}</Text>}
      >
        <form
          noValidate
          onSubmit={form.handleSubmit((input) =>
            reject.mutate(input, {
              onSuccess: () => {
                close();
                onDecided({ what: title(proposal), approved: false });
              },
              onError: (error) => {
                if (!applyServerErrors(error, form.setError, ['reason'])) close();
              },
            }),
          )}
        >
          <Stack gap="md">
            <Text size="sm" fw={600}>
              {title(proposal)}
            </Text>
            <Text size="sm">{t('staff.pending.rejectText')}</Text>
            <ReasonField
              {...form.register('reason')}
              label={t('staff.pending.decisionReason')}
              error={fieldErrorText(form.formState.errors.reason)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('staff.pending.cancel')}
              </Button>
              <Button type="submit" color="red.9" loading={reject.isPending}>
                {t('staff.pending.reject')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
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
