import { CLOSURE_STATUSES, type ClosureStatus } from '@ico/domain/account-closure';
import type { StaffClosure } from '@ico/domain/contracts/account-closures';
import { Anchor, Box, Group, Loader, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LevelBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { type ClosureFilters, useClosures } from '../../api/closures';
import { AdminPage } from '../../components/admin-page';
import { CLOSURE_STATUS_KEY, ClosureActions, ClosureOutcome, ClosureStatusBadge } from '../../components/closure-actions';
import { ListCards, ListTable, PagedList } from '../../components/list-table';
import { Notice } from '../../components/notice';
import { RequirePermission } from '../../components/require-permission';

const ALL = 'ALL';
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);
const isStatus = (value: string | null): value is ClosureStatus => CLOSURE_STATUSES.includes(value as ClosureStatus);

/** The filter lives in the address; pending requests are the default view. */
function useClosureFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: ClosureFilters = {
    status: status === ALL ? null : isStatus(status) ? status : 'PENDING',
    userId: null,
    page: pageOf(params.get('page')),
  };
  const update = (change: Partial<ClosureFilters>) => {
    const next = { ...filters, page: 1, ...change };
    const search = new URLSearchParams();
    if (next.status !== 'PENDING') search.set('status', next.status ?? ALL);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: change.page === undefined });
  };
  return { filters, update };
}

function Investor({ closure }: { closure: StaffClosure }) {
  const { t } = useTranslation('admin-closures');
  if (closure.userId === null) return <Text size="sm">{t('deletedUser', { username: closure.username })}</Text>;
  return (
    <Anchor component={Link} to={`/admin/users/${closure.userId}`} size="sm" fw={600}>
      {closure.username}
    </Anchor>
  );
}

function Closures() {
  const { t } = useTranslation('admin-closures');
  const language = useLanguage();
  const { filters, update } = useClosureFilters();
  const closures = useClosures(filters);
  const rows = closures.data?.results ?? [];
  const reason = (closure: StaffClosure) => closure.reason || t('noReason');

  return (
    <AdminPage title={t('title')} description={t('lead')}>
      <Paper withBorder radius="md" p="md">
        <Group gap="sm" align="flex-end">
          <Select
            label={t('filterStatus')}
            data={[
              ...CLOSURE_STATUSES.map((status) => ({ value: status, label: t(CLOSURE_STATUS_KEY[status]) })),
              { value: ALL, label: t('all') },
            ]}
            value={filters.status ?? ALL}
            onChange={(value) => update({ status: isStatus(value) ? value : null })}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
          {closures.isFetching && !closures.isPending && <Loader role="progressbar" size="sm" mb={8} aria-label={t('loading')} />}
        </Group>
      </Paper>

      <PagedList
        query={closures}
        empty={<Notice icon={<IconUserOff size={26} />} title={t('empty')} text={t('emptyText')} />}
        paginationLabel={t('pagination')}
        page={filters.page}
        onPageChange={(page) => update({ page })}
      >
        <ListCards label={t('tableLabel')} items={rows}>
          {(closure) => (
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Investor closure={closure} />
                <ClosureStatusBadge status={closure.status} />
              </Group>
              <Text size="xs" c="dimmed">
                {formatDateTime(closure.requested_at, language)}
              </Text>
              <Text size="sm">{reason(closure)}</Text>
              <ClosureOutcome closure={closure} />
              <ClosureActions closure={closure} />
            </Stack>
          )}
        </ListCards>
        <ListTable
          label={t('tableLabel')}
          minWidth={980}
          columns={7}
          query={closures}
          head={
            <>
              <Table.Th scope="col">{t('columns.requested')}</Table.Th>
              <Table.Th scope="col">{t('columns.user')}</Table.Th>
              <Table.Th scope="col">{t('columns.previousLevel')}</Table.Th>
              <Table.Th scope="col">{t('columns.reason')}</Table.Th>
              <Table.Th scope="col">{t('columns.inProgress')}</Table.Th>
              <Table.Th scope="col">{t('columns.status')}</Table.Th>
              <Table.Th scope="col">{t('columns.actions')}</Table.Th>
            </>
          }
        >
          {rows.map((closure) => (
            <Table.Tr key={closure.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(closure.requested_at, language)}</Table.Td>
              <Table.Td>
                <Investor closure={closure} />
              </Table.Td>
              <Table.Td>
                {/* Its full width: a badge shrinks to an ellipsis in a narrow column (Thai level names are long). */}
                <Box miw="max-content">
                  <LevelBadge level={closure.previousLevel} size="md" />
                </Box>
              </Table.Td>
              <Table.Td maw={280}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {reason(closure)}
                </Text>
              </Table.Td>
              <Table.Td ta="center">{closure.status === 'PENDING' ? closure.reservationsInProgress : '-'}</Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  <ClosureStatusBadge status={closure.status} />
                  <ClosureOutcome closure={closure} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <ClosureActions closure={closure} />
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </PagedList>
    </AdminPage>
  );
}

/** `/admin/closures`: investors' requests to close their account, pending ones in view. */
export function AdminClosuresPage() {
  return (
    <RequirePermission permission="users.close">
      <Closures />
    </RequirePermission>
  );
}
