import type { UserDetail } from '@ico/domain/contracts/accounts';
import { roleCan } from '@ico/domain/staff';
import type { VerificationItem } from '@ico/domain/statuses';
import { Alert, Anchor, Button, Grid, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMailForward, IconUserQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { LevelBadge } from '../../../components/status-badge';
import type { TextKey } from '../../../i18n/text-key';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useUser } from '../../api/get-user';
import { AdminPage } from '../../components/admin-page';
import { RoleBadge } from '../../components/badges';
import { Notice } from '../../components/notice';
import { QueryError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';
import { PasswordLinkSection } from '../../components/resend-password-link';
import { VerificationSummary } from '../../components/verification-summary';
import { useStaff } from '../../lib/use-staff';
import { ChangeLevelForm } from './change-level-form';
import { EndSessionsForm } from './end-sessions-form';
import { MfaResetPanel } from './mfa-reset-panel';
import { UserClosure } from './user-closure';
import { UserIdentity } from './user-identity';
import { UserMessages } from './user-messages';
import { UserRisk } from './user-risk';
import { UserScreening } from './user-screening';

const ITEM_KEY: Record<VerificationItem, TextKey<'admin'>> = {
  detailInfo: 'verification.detailInfo',
  selfieFile: 'verification.selfieFile',
  bankFile: 'verification.bankFile',
  suitabilityTest: 'verification.suitabilityTest',
  companyFile: 'verification.companyFile',
};

/** How far the user is: the level and each item's status. */
function Verification({ user }: { user: UserDetail['user'] }) {
  const { t } = useTranslation('admin');
  return (
    <VerificationSummary
      user={user}
      title={t('verification.title')}
      levelLabel={t('verification.level')}
      itemLabel={(item) => t(ITEM_KEY[item])}
    />
  );
}

const SIGN_INS_SHOWN = 10;

function SignIns({ history }: { history: UserDetail['loginHistory'] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? history : history.slice(0, SIGN_INS_SHOWN);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="signins-title">
      <Title order={2} fz="h5" mb="sm" id="signins-title">
        {t('signIns.title')}
      </Title>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('signIns.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={280} type="native">
          <Table striped verticalSpacing={6} fz="sm" aria-labelledby="signins-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('signIns.time')}</Table.Th>
                <Table.Th scope="col">{t('signIns.ip')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((item) => (
                <Table.Tr key={`${item.created_at}-${item.ipAddress}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.created_at, language)}</Table.Td>
                  <Table.Td ff="monospace">{item.ipAddress}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {history.length > SIGN_INS_SHOWN && (
            <Button variant="subtle" size="xs" mt="xs" onClick={() => setShowAll((all) => !all)}>
              {showAll ? t('signIns.showFewer') : t('signIns.showAll', { total: history.length })}
            </Button>
          )}
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

function BackToUsers() {
  const { t } = useTranslation('admin');
  return (
    <Anchor component={Link} to="/admin/users" size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden="true" />
        {t('user.back')}
      </Group>
    </Anchor>
  );
}

function UserDetailView({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const location = useLocation();
  const detail = useUser(userId);
  const created = (location.state as { created?: string } | null)?.created;

  if (detail.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={32} w={240} />
        <Skeleton h={280} />
      </Stack>
    );
  }
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) {
      return (
        <AdminPage title={t('user.notFound')}>
          <Notice icon={<IconUserQuestion size={26} />} title={t('user.notFound')} text={t('user.notFoundText')} action={<BackToUsers />} />
        </AdminPage>
      );
    }
    return (
      <AdminPage title={t('user.title')}>
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      </AdminPage>
    );
  }

  const { user, loginHistory } = detail.data;
  const name = `${user.firstNameEN} ${user.lastNameEN}`.trim();
  return (
    <AdminPage
      title={user.username}
      description={
        <Group gap="xs">
          {name && (
            <Text span size="sm" c="dimmed">
              {name}
            </Text>
          )}
          <LevelBadge level={user.userLevel} />
          {user.role && <RoleBadge role={user.role} />}
        </Group>
      }
      actions={<BackToUsers />}
    >
      {created && (
        <Alert color="green" variant="light" icon={<IconMailForward size={18} />} role="status" title={t('corporate.createdTitle')}>
          {t('corporate.created', { email: created })}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7, xl: 8 }}>
          <Stack gap="md">
            <UserIdentity user={user} />
            {user.role === null && <MfaResetPanel user={user} />}
            {user.role === null && <UserMessages userId={userId} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5, xl: 4 }}>
          <Stack gap="md">
            <Verification user={user} />
            {user.role === null && <UserScreening screening={detail.data.screening} />}
            {user.role === null && <UserRisk userId={userId} />}
            {!detail.data.passwordSet && roleCan(staff.role, 'users.createCorporate') && (
              <PasswordLinkSection accounts="users" userId={user.id} email={user.email} />
            )}
            {user.role === null && <UserClosure userId={user.id} />}
            {roleCan(staff.role, 'users.level') && (
              <ChangeLevelForm userId={userId} username={user.username} currentLevel={user.userLevel} />
            )}
            {roleCan(staff.role, 'users.level') && <EndSessionsForm userId={userId} username={user.username} />}
            <SignIns history={loginHistory} />
          </Stack>
        </Grid.Col>
      </Grid>
    </AdminPage>
  );
}

export function UserDetailPage() {
  const { userId = '' } = useParams();
  return (
    <RequirePermission permission="users.read">
      <UserDetailView key={userId} userId={userId} />
    </RequirePermission>
  );
}
