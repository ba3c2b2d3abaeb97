import type { StaffGrant, StaffMember, StaffProposal } from '@ico/domain/contracts/staff';
import { ActionIcon, Alert, Badge, Button, Group, Menu, Modal, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCheck,
  IconDots,
  IconHourglass,
  IconLogout,
  IconUserCheck,
  IconUserCog,
  IconUserOff,
  IconUserPlus,
  IconUserShield,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SwitchBadge } from '../../../components/status-badge';
import type { TextKey } from '../../../i18n/text-key';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useStaffList } from '../../api/get-staff';
import { AdminPage } from '../../components/admin-page';
import { RoleBadge, TwoFactorBadge } from '../../components/badges';
import { ListPagination } from '../../components/list-pagination';
import { Notice } from '../../components/notice';
import { QueryError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';
import { PasswordLinkCell } from '../../components/resend-password-link';
import { ROLE_KEY } from '../../lib/admin-nav';
import { useStaff } from '../../lib/use-staff';
import { usePendingStaffProposals } from './api/get-staff-proposals';
import type { StaffAction } from './api/staff-actions';
import { CreateStaffForm } from './create-staff-form';
import { StaffActionDialog } from './staff-action-dialog';
import { StaffProposals } from './staff-proposals';

type Chosen = { member: StaffMember; action: StaffAction };

const DONE: Record<Exclude<StaffAction, 'enable'>, TextKey<'admin'>> = {
  disable: 'staff.done.disable',
  role: 'staff.done.role',
  sessions: 'staff.done.sessions',
};

const PROPOSED: Record<StaffProposal['kind'], TextKey<'admin'>> = {
  create: 'staff.proposed.create',
  role: 'staff.proposed.role',
  enable: 'staff.proposed.enable',
};

const GRANT: Record<StaffGrant['kind'], TextKey<'admin'>> = {
  create: 'staff.grants.create',
  role: 'staff.grants.role',
  enable: 'staff.grants.enable',
};

/**
 * The member's role, the grants a second administrator approved (who proposed, who approved, when; newest first), a
 * grant still waiting, and the end of the waiting period before a new approver's money approvals count.
 */
function RoleCell({ member, pending }: { member: StaffMember; pending: boolean }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const approvesFrom = member.approves_from && new Date(member.approves_from).getTime() > Date.now() ? member.approves_from : null;
  const who = (person: StaffGrant['proposedBy']) => person?.username ?? t('staff.grants.removedAccount');
  return (
    <Stack gap={4} maw={320}>
      <Group gap={6} wrap="wrap">
        {member.role && <RoleBadge role={member.role} />}
        {pending && (
          <Badge size="sm" radius="sm" tt="none" variant="outline" color="yellow.9" leftSection={<IconHourglass size={12} />}>
            {t('staff.grants.waiting')}
          </Badge>
        )}
      </Group>
      {member.grants.map((grant) => (
        <Stack key={grant.id} gap={0}>
          <Text size="xs" fw={600} c="dark.6">
            {t(GRANT[grant.kind], { role: t(ROLE_KEY[grant.role]) })}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'normal' }}>
            {t('staff.grants.proposedBy', { name: who(grant.proposedBy), date: formatDateTime(grant.proposedAt, language) })}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'normal' }}>
            {grant.decidedByOperator
              ? t('staff.grants.approvedOnHost', {
                  operator: grant.decidedByOperator,
                  date: formatDateTime(grant.decidedAt ?? '', language),
                })
              : t('staff.grants.approvedBy', { name: who(grant.decidedBy), date: formatDateTime(grant.decidedAt ?? '', language) })}
          </Text>
        </Stack>
      ))}
      {member.grants.length === 0 && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'normal' }}>
          {t('staff.grants.none')}
        </Text>
      )}
      {approvesFrom && (
        <Text size="xs" c="orange.9" fw={600} style={{ whiteSpace: 'normal' }}>
          {t('staff.grants.approvesFrom', { date: formatDateTime(approvesFrom, language) })}
        </Text>
      )}
    </Stack>
  );
}

/** Enabled, or disabled with since when and why. */
function StateCell({ member }: { member: StaffMember }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  if (!member.disabled_at)
    return (
      <SwitchBadge on size="sm">
        {t('staff.state.enabled')}
      </SwitchBadge>
    );
  return (
    <Stack gap={2}>
      <SwitchBadge on={false} size="sm">
        {t('staff.state.disabled')}
      </SwitchBadge>
      <Text size="xs" c="dimmed">
        {t('staff.state.since', { date: formatDate(member.disabled_at, language) })}
      </Text>
      {member.disabled_reason && (
        <Text size="xs" style={{ wordBreak: 'break-word' }} maw={220}>
          {t('staff.state.reason', { reason: member.disabled_reason })}
        </Text>
      )}
    </Stack>
  );
}

/** The actions on another member; one's own row offers none (no one acts on their own account). */
function ActionsCell({ member, ownId, onChoose }: { member: StaffMember; ownId: number; onChoose: (chosen: Chosen) => void }) {
  const { t } = useTranslation('admin');
  if (member.id === ownId)
    return (
      <Badge size="sm" radius="sm" tt="none" variant="outline" color="gray">
        {t('staff.you')}
      </Badge>
    );
  const choose = (action: StaffAction) => () => onChoose({ member, action });
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('staff.actionsFor', { username: member.username })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconUserCog size={16} />} onClick={choose('role')}>
          {t('staff.actions.role')}
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={choose('sessions')}>
          {t('staff.actions.sessions')}
        </Menu.Item>
        <Menu.Divider />
        {member.disabled_at ? (
          <Menu.Item leftSection={<IconUserCheck size={16} />} onClick={choose('enable')}>
            {t('staff.actions.enable')}
          </Menu.Item>
        ) : (
          <Menu.Item color="red" leftSection={<IconUserOff size={16} />} onClick={choose('disable')}>
            {t('staff.actions.disable')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function StaffTable({ rows, onChoose }: { rows: StaffMember[]; onChoose: (chosen: Chosen) => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const own = useStaff();
  const proposals = usePendingStaffProposals();
  const pendingFor = new Set((proposals.data?.results ?? []).map((proposal) => proposal.subjectId));
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={1120} type="native">
        <Table striped verticalSpacing={8} horizontalSpacing="sm" fz="sm" aria-label={t('staff.tableLabel')}>
          <Table.Thead bg="gray.0" style={{ whiteSpace: 'nowrap' }}>
            <Table.Tr>
              <Table.Th scope="col">{t('users.columns.username')}</Table.Th>
              <Table.Th scope="col">{t('staff.columns.nameEmail')}</Table.Th>
              <Table.Th scope="col">{t('staff.columns.role')}</Table.Th>
              <Table.Th scope="col">{t('users.columns.twoFactor')}</Table.Th>
              <Table.Th scope="col">{t('staff.columns.state')}</Table.Th>
              <Table.Th scope="col">{t('staff.columns.lastLogin')}</Table.Th>
              <Table.Th scope="col">{t('staff.columns.since')}</Table.Th>
              {/* Positioned, so the hidden label stays inside the scrolling table (else a phone's page grows wide). */}
              <Table.Th scope="col" pos="relative">
                <VisuallyHidden>{t('staff.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((member) => (
              <Table.Tr key={member.id}>
                <Table.Td fw={600}>
                  {member.username}
                  {!member.passwordSet && <PasswordLinkCell accounts="staff" userId={member.id} email={member.email} />}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{`${member.firstNameEN} ${member.lastNameEN}`.trim()}</Text>
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    {member.email}
                  </Text>
                </Table.Td>
                <Table.Td miw={240}>
                  <RoleCell member={member} pending={pendingFor.has(member.id)} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }} miw={72}>
                  <TwoFactorBadge enabled={member.mfa_enabled} />
                </Table.Td>
                <Table.Td>
                  <StateCell member={member} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {member.last_login_at ? formatDateTime(member.last_login_at, language) : t('staff.neverSignedIn')}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(member.date_joined, language)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }} miw={96}>
                  <ActionsCell member={member} ownId={own.id} onChoose={onChoose} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function StaffView() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [opened, { open, close }] = useDisclosure(false);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [done, setDone] = useState<Chosen | null>(null);
  const [proposed, setProposed] = useState<StaffProposal | null>(null);
  const staff = useStaffList(page);

  return (
    <AdminPage
      title={t('staff.title')}
      description={t('staff.lead')}
      actions={
        <Button leftSection={<IconUserPlus size={18} />} onClick={open}>
          {t('staff.add')}
        </Button>
      }
    >
      {proposed && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconHourglass size={18} />}
          role="status"
          title={t('staff.proposed.title')}
          withCloseButton
          closeButtonLabel={t('staff.dialog.cancel')}
          onClose={() => setProposed(null)}
        >
          {t(PROPOSED[proposed.kind], { username: proposed.username, role: t(ROLE_KEY[proposed.role]) })}
        </Alert>
      )}
      {done && done.action !== 'enable' && (
        <Alert
          color="green"
          variant="light"
          icon={<IconCheck size={18} />}
          role="status"
          withCloseButton
          closeButtonLabel={t('staff.dialog.cancel')}
          onClose={() => setDone(null)}
        >
          {t(DONE[done.action], { username: done.member.username })}
        </Alert>
      )}
      <StaffProposals />
      {staff.isError ? (
        <QueryError error={staff.error} onRetry={() => void staff.refetch()} />
      ) : staff.isPending ? (
        <Skeleton h={200} radius="md" />
      ) : staff.data.results.length === 0 ? (
        <Notice icon={<IconUserShield size={26} />} title={t('staff.empty')} text={t('staff.emptyText')} />
      ) : (
        <Stack gap="sm">
          <StaffTable
            rows={staff.data.results}
            onChoose={(next) => {
              setDone(null);
              setProposed(null);
              setChosen(next);
            }}
          />
          <ListPagination label={t('staff.pagination')} page={page} count={staff.data.count} onChange={setPage} />
        </Stack>
      )}
      <Text size="sm" c="dimmed">
        {t('staff.auditHint')}{' '}
        <Text component={Link} to="/admin/audit" size="sm" c="brand.7" td="underline">
          {t('staff.auditLink')}
        </Text>
      </Text>

      {chosen && (
        <StaffActionDialog
          key={`${chosen.member.id}-${chosen.action}`}
          member={chosen.member}
          action={chosen.action}
          onClose={() => setChosen(null)}
          onDone={(action, member, proposal) => {
            setChosen(null);
            if (proposal) setProposed(proposal);
            else setDone({ action, member });
          }}
        />
      )}
      <Modal
        opened={opened}
        onClose={close}
        title={
          <Text span fw={600}>
            {t('staff.addTitle')}
          </Text>
        }
        size="lg"
        centered
      >
        <CreateStaffForm
          onCancel={close}
          onProposed={(proposal) => {
            setDone(null);
            setProposed(proposal);
            close();
          }}
        />
      </Modal>
    </AdminPage>
  );
}

export function StaffPage() {
  return (
    <RequirePermission permission="staff.manage">
      <StaffView />
    </RequirePermission>
  );
}
