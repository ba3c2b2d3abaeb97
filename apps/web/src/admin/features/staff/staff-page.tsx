import type { UserSummary } from '@ico/domain/account';
import type { StaffMember } from '@ico/domain/contracts/staff';
import { ActionIcon, Alert, Badge, Button, Menu, Modal, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCheck,
  IconDots,
  IconLogout,
  IconMailForward,
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
import { useStaff } from '../../lib/use-staff';
import type { StaffAction } from './api/staff-actions';
import { CreateStaffForm } from './create-staff-form';
import { StaffActionDialog } from './staff-action-dialog';

type Chosen = { member: StaffMember; action: StaffAction };

const DONE: Record<StaffAction, TextKey<'admin'>> = {
  disable: 'staff.done.disable',
  enable: 'staff.done.enable',
  role: 'staff.done.role',
  sessions: 'staff.done.sessions',
};

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
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={960} type="native">
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
                <Table.Td style={{ whiteSpace: 'nowrap' }} miw={140}>
                  {member.role && <RoleBadge role={member.role} />}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
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
  const [created, setCreated] = useState<UserSummary | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [done, setDone] = useState<Chosen | null>(null);
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
      {created && (
        <Alert
          color="green"
          variant="light"
          icon={<IconMailForward size={18} />}
          role="status"
          title={t('staff.createdTitle', { username: created.username })}
          withCloseButton
          onClose={() => setCreated(null)}
        >
          {t('staff.created', { email: created.email })}
        </Alert>
      )}
      {done && (
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
          onDone={(action, member) => {
            setChosen(null);
            setDone({ action, member });
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
          onCreated={(user) => {
            setCreated(user);
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
