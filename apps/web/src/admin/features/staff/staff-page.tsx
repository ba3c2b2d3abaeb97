import type { UserSummary } from '@ico/domain/account';
import { Alert, Button, Modal, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMailForward, IconUserPlus, IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useStaffList } from '../../api/get-staff';
import { AdminPage } from '../../components/admin-page';
import { RoleBadge, TwoFactorBadge } from '../../components/badges';
import { ListPagination } from '../../components/list-pagination';
import { Notice } from '../../components/notice';
import { QueryError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';
import { PasswordLinkCell } from '../../components/resend-password-link';
import { CreateStaffForm } from './create-staff-form';

function StaffTable({ rows }: { rows: UserSummary[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={760} type="native">
        <Table striped verticalSpacing={8} horizontalSpacing="sm" fz="sm" aria-label={t('staff.tableLabel')}>
          <Table.Thead bg="gray.0" style={{ whiteSpace: 'nowrap' }}>
            <Table.Tr>
              <Table.Th scope="col">{t('users.columns.username')}</Table.Th>
              <Table.Th scope="col">{t('users.columns.name')}</Table.Th>
              <Table.Th scope="col">{t('users.columns.email')}</Table.Th>
              <Table.Th scope="col">{t('staff.columns.role')}</Table.Th>
              <Table.Th scope="col">{t('users.columns.twoFactor')}</Table.Th>
              <Table.Th scope="col">{t('staff.columns.since')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((member) => (
              <Table.Tr key={member.id}>
                <Table.Td fw={600}>
                  {member.username}
                  {!member.passwordSet && <PasswordLinkCell accounts="staff" userId={member.id} email={member.email} />}
                </Table.Td>
                <Table.Td>{`${member.firstNameEN} ${member.lastNameEN}`.trim()}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{member.email}</Table.Td>
                <Table.Td>{member.role && <RoleBadge role={member.role} />}</Table.Td>
                <Table.Td>
                  <TwoFactorBadge enabled={member.mfa_enabled} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(member.date_joined, language)}</Table.Td>
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
      {staff.isError ? (
        <QueryError error={staff.error} onRetry={() => void staff.refetch()} />
      ) : staff.isPending ? (
        <Skeleton h={200} radius="md" />
      ) : staff.data.results.length === 0 ? (
        <Notice icon={<IconUserShield size={26} />} title={t('staff.empty')} text={t('staff.emptyText')} />
      ) : (
        <Stack gap="sm">
          <StaffTable rows={staff.data.results} />
          <ListPagination label={t('staff.pagination')} page={page} count={staff.data.count} onChange={setPage} />
        </Stack>
      )}
      <Text size="sm" c="dimmed">
        {t('staff.auditHint')}{' '}
        <Text component={Link} to="/admin/audit?action=staff.create" size="sm" c="brand.7" td="underline">
          {t('staff.auditLink')}
        </Text>
      </Text>

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
