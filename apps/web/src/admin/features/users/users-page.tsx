import type { UserSummary } from '@ico/domain/account';
import { INDIVIDUAL_OPTIONS, NATIONALITY_OPTIONS } from '@ico/domain/options';
import { USER_LEVELS, type UserLevel } from '@ico/domain/statuses';
import { Anchor, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LevelBadge, useLevelLabel } from '../../../components/status-badge';
import { formatDate, optionLabel } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useUsers } from '../../api/get-users';
import { AdminPage } from '../../components/admin-page';
import { RoleBadge, TwoFactorBadge } from '../../components/badges';
import { ListSearchForm, useListSearch } from '../../components/list-search';
import { ListTable, PagedList } from '../../components/list-table';
import { EmptyListNotice } from '../../components/notice';
import { RequirePermission } from '../../components/require-permission';

const isLevel = (value: string | null): value is UserLevel => USER_LEVELS.includes(value as UserLevel);
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/** Filters live in the address, so the back button and a shared link show the same list. */
function useUserFilters() {
  const [params, setParams] = useSearchParams();
  const level = params.get('level');
  const filters = { q: params.get('q') ?? '', level: isLevel(level) ? level : null, page: pageOf(params.get('page')) };
  const update = (change: Partial<typeof filters>) => {
    const next = { ...filters, page: 1, ...change };
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.level) search.set('level', next.level);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: change.page === undefined });
  };
  return { filters, update };
}

function UserRow({ user }: { user: UserSummary }) {
  const navigate = useNavigate();
  const language = useLanguage();
  const to = `/admin/users/${user.id}`;
  // The whole row opens the user; the username link is the keyboard and screen-reader way in.
  const open = (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest('a')) navigate(to);
  };
  return (
    <Table.Tr onClick={open} style={{ cursor: 'pointer' }}>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={to} fw={600} size="sm">
            {user.username}
          </Anchor>
          {user.role && <RoleBadge role={user.role} />}
        </Group>
      </Table.Td>
      <Table.Td>{`${user.firstNameEN} ${user.lastNameEN}`.trim()}</Table.Td>
      <Table.Td>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {user.email}
        </Text>
      </Table.Td>
      <Table.Td>{optionLabel(INDIVIDUAL_OPTIONS, user.individual, language)}</Table.Td>
      <Table.Td>{optionLabel(NATIONALITY_OPTIONS, user.nationality, language)}</Table.Td>
      <Table.Td>
        <LevelBadge level={user.userLevel} />
      </Table.Td>
      <Table.Td>
        <TwoFactorBadge enabled={user.mfa_enabled} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(user.date_joined, language)}</Table.Td>
    </Table.Tr>
  );
}

/** Phones: one card per user with what decides the next step (level, 2FA); the table serves larger screens. */
function UserCards({ users }: { users: UserSummary[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <Stack component="ul" gap="xs" hiddenFrom="sm" aria-label={t('users.tableLabel')} p={0} m={0} style={{ listStyle: 'none' }}>
      {users.map((user) => (
        <Paper component="li" key={user.id} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Anchor component={Link} to={`/admin/users/${user.id}`} fw={600}>
              {user.username}
            </Anchor>
            <LevelBadge level={user.userLevel} />
          </Group>
          <Text size="sm">{`${user.firstNameEN} ${user.lastNameEN}`.trim()}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          <Group gap="xs" mt={4}>
            <Text size="xs" c="dimmed">
              {[
                optionLabel(INDIVIDUAL_OPTIONS, user.individual, language),
                optionLabel(NATIONALITY_OPTIONS, user.nationality, language),
                formatDate(user.date_joined, language),
              ].join(' · ')}
            </Text>
            <Group gap={4} wrap="nowrap">
              <Text size="xs" c="dimmed">
                {t('users.columns.twoFactor')}
              </Text>
              <TwoFactorBadge enabled={user.mfa_enabled} />
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function UsersView() {
  const { t } = useTranslation('admin');
  const levelLabel = useLevelLabel();
  const { filters, update } = useUserFilters();
  const listSearch = useListSearch(filters.q, (q) => update({ q }));
  const users = useUsers(filters);

  const filtered = filters.q !== '' || filters.level !== null;
  const rows = users.data?.results ?? [];

  return (
    <AdminPage title={t('users.title')} description={t('users.lead')}>
      <ListSearchForm
        state={listSearch}
        formLabel={t('users.searchLabel')}
        label={t('users.search')}
        placeholder={t('users.searchPlaceholder')}
        refreshing={users.isFetching && !users.isPending}
        loadingLabel={t('load.loading')}
      >
        <Select
          label={t('users.level')}
          data={[
            { value: 'ALL', label: t('users.allLevels') },
            ...USER_LEVELS.map((level) => ({ value: level, label: levelLabel(level) })),
          ]}
          value={filters.level ?? 'ALL'}
          onChange={(value) => update({ level: isLevel(value) ? value : null })}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
      </ListSearchForm>

      <PagedList
        query={users}
        empty={
          <EmptyListNotice
            icon={<IconUsers size={26} />}
            filtered={filtered}
            texts={{
              empty: t('users.empty'),
              emptyText: t('users.emptyText'),
              noMatch: t('users.noMatch'),
              noMatchText: t('users.noMatchText'),
            }}
            clearLabel={t('users.clearFilters')}
            onClear={() => {
              listSearch.clear();
              update({ q: '', level: null });
            }}
          />
        }
        paginationLabel={t('users.pagination')}
        page={filters.page}
        onPageChange={(page) => update({ page })}
      >
        <UserCards users={rows} />
        <ListTable
          label={t('users.tableLabel')}
          minWidth={980}
          columns={8}
          query={users}
          head={
            <>
              <Table.Th scope="col">{t('users.columns.username')}</Table.Th>
              <Table.Th scope="col">{t('users.columns.name')}</Table.Th>
              <Table.Th scope="col">{t('users.columns.email')}</Table.Th>
              <Table.Th scope="col">{t('users.columns.type')}</Table.Th>
              <Table.Th scope="col">{t('users.columns.nationality')}</Table.Th>
              <Table.Th scope="col">{t('users.columns.level')}</Table.Th>
              <Table.Th scope="col">{t('users.columns.twoFactor')}</Table.Th>
              <Table.Th scope="col">{t('users.columns.joined')}</Table.Th>
            </>
          }
        >
          {rows.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
        </ListTable>
      </PagedList>
    </AdminPage>
  );
}

export function UsersPage() {
  return (
    <RequirePermission permission="users.read">
      <UsersView />
    </RequirePermission>
  );
}
