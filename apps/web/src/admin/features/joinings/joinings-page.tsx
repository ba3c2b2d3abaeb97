import type { StaffJoiningRow } from '@ico/domain/contracts/joinings';
import { formatBaht, formatTokens } from '@ico/domain/money';
import { JOINING_STATUSES, type JoiningStatus } from '@ico/domain/statuses';
import { Alert, Anchor, Button, Group, Paper, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconClockExclamation, IconDownload, IconListSearch } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { JoiningStatusBadge, useJoiningStatusLabel } from '../../../components/status-badge';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useAdminOffering } from '../../api/offerings';
import { AdminPage } from '../../components/admin-page';
import { ListSearchForm, useListSearch } from '../../components/list-search';
import { ListTable, PagedList } from '../../components/list-table';
import { EmptyListNotice, Notice } from '../../components/notice';
import { QueryError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';
import { ActivityChart } from './activity-chart';
import { useExportJoinings } from './api/export-joinings';
import { useJoinings } from './api/get-joinings';
import type { JoiningFilters } from './api/types';
import { OfferingProgress } from './offering-progress';
import { ProposeFundingFail } from './propose-funding-fail';

const isStatus = (value: string | null): value is JoiningStatus => JOINING_STATUSES.includes(value as JoiningStatus);
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/** Filters live in the address, so the back button and a shared link show the same list. */
function useJoiningFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: JoiningFilters = { status: isStatus(status) ? status : null, q: params.get('q') ?? '', page: pageOf(params.get('page')) };
  const update = (change: Partial<JoiningFilters>) => {
    const next = { ...filters, page: 1, ...change };
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.q) search.set('q', next.q);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: change.page === undefined });
  };
  return { filters, update };
}

function BackToOfferings() {
  const { t } = useTranslation('admin-joinings');
  return (
    <Anchor component={Link} to="/admin/offerings" size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden="true" />
        {t('list.back')}
      </Group>
    </Anchor>
  );
}

const fullName = (row: StaffJoiningRow) => `${row.user.firstNameEN} ${row.user.lastNameEN}`.trim();
const isPast = (iso: string | null) => iso !== null && new Date(iso).getTime() < Date.now();

/** The payment deadline, in red with the word 'overdue' once it has passed (colour is never the only sign). */
function Deadline({ iso, size = 'sm' }: { iso: string | null; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('admin-joinings');
  const language = useLanguage();
  if (!iso)
    return (
      <Text span size={size} c="dimmed" aria-label={t('list.none')}>
        —
      </Text>
    );
  if (!isPast(iso))
    return (
      <Text span size={size}>
        {formatDateTime(iso, language)}
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap" c="red.9">
      <IconClockExclamation size={16} aria-hidden="true" />
      <Text span size={size} fw={600} c="red.9">
        {formatDateTime(iso, language)}
        <Text span size="xs" fw={700} ml={4}>
          {`(${t('list.overdue')})`}
        </Text>
      </Text>
    </Group>
  );
}

function JoiningRow({ row }: { row: StaffJoiningRow }) {
  const { t } = useTranslation('admin-joinings');
  const navigate = useNavigate();
  const language = useLanguage();
  const to = `/admin/joinings/${row.id}`;
  // The whole row opens the joining; its number is the keyboard and screen-reader way in.
  const open = (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest('a')) navigate(to);
  };
  return (
    <Table.Tr onClick={open} style={{ cursor: 'pointer' }}>
      <Table.Td>
        <Anchor component={Link} to={to} fw={600} size="sm" aria-label={t('list.openJoining', { id: row.id })}>
          {`#${row.id}`}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm">{fullName(row) || row.user.username}</Text>
          <Anchor component={Link} to={`/admin/users/${row.user.id}`} size="xs">
            {row.user.username}
          </Anchor>
        </Stack>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {row.amount === null ? '—' : `${formatBaht(row.amount)} ${t('baht')}`}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {row.tokenAmount === null ? '—' : formatTokens(row.tokenAmount)}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <JoiningStatusBadge status={row.status} size="sm" />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.reserved_at ? formatDateTime(row.reserved_at, language) : '—'}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Deadline iso={row.paymentDeadline} />
      </Table.Td>
      <Table.Td ta="right">{row.slips}</Table.Td>
    </Table.Tr>
  );
}

/** Phones: one card per joining; the table serves larger screens. */
function JoiningCards({ rows, label }: { rows: StaffJoiningRow[]; label: string }) {
  const { t } = useTranslation('admin-joinings');
  const language = useLanguage();
  return (
    <Stack component="ul" gap="xs" hiddenFrom="sm" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper component="li" key={row.id} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Anchor component={Link} to={`/admin/joinings/${row.id}`} fw={600} aria-label={t('list.openJoining', { id: row.id })}>
              {`#${row.id} · ${row.user.username}`}
            </Anchor>
            <JoiningStatusBadge status={row.status} size="sm" />
          </Group>
          <Text size="sm">{fullName(row)}</Text>
          <Text size="sm" fw={600}>
            {row.amount === null ? '—' : `${formatBaht(row.amount)} ${t('baht')}`}
            {row.tokenAmount !== null && (
              <Text span size="sm" c="dimmed" fw={400}>
                {` · ${formatTokens(row.tokenAmount)} ${t('tokens')}`}
              </Text>
            )}
          </Text>
          <Text size="xs" c="dimmed">
            {[
              row.reserved_at ? `${t('list.columns.reservedAt')}: ${formatDateTime(row.reserved_at, language)}` : null,
              t('list.slipCount', { count: row.slips }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {row.paymentDeadline && (
            <Group gap={4} wrap="nowrap">
              <Text size="xs" c="dimmed">
                {t('list.columns.deadline')}:
              </Text>
              <Deadline iso={row.paymentDeadline} size="xs" />
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

function ExportButton({ offeringId, status }: { offeringId: string; status: JoiningStatus | null }) {
  const { t } = useTranslation('admin-joinings');
  const exporting = useExportJoinings(offeringId);
  return (
    <Stack gap={4} align="flex-end">
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        loading={exporting.isPending}
        onClick={() => exporting.mutate(status)}
      >
        {t('list.export')}
      </Button>
      {exporting.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} role="alert" py={6}>
          {`${t('list.exportFailed')} ${errorText(exporting.error)}`}
        </Alert>
      )}
      {exporting.isSuccess && (
        <Text size="xs" c="dimmed" role="status">
          {t('list.exported', { file: exporting.data })}
        </Text>
      )}
    </Stack>
  );
}

function JoiningsView({ offeringId }: { offeringId: string }) {
  const { t } = useTranslation('admin-joinings');
  const statusLabel = useJoiningStatusLabel();
  const { filters, update } = useJoiningFilters();
  const listSearch = useListSearch(filters.q, (q) => update({ q }));
  const offering = useAdminOffering(offeringId);
  const joinings = useJoinings(offeringId, filters);

  if (offering.isError && offering.error instanceof ApiError && (offering.error.status === 404 || offering.error.status === 400)) {
    return (
      <AdminPage title={t('list.notFound')}>
        <Notice icon={<IconListSearch size={26} />} title={t('list.notFound')} text={t('list.notFoundText')} action={<BackToOfferings />} />
      </AdminPage>
    );
  }

  const title = offering.data
    ? t('list.title', { name: offering.data.token.name, ticker: offering.data.token.ticker })
    : t('list.titleFallback');
  const filtered = filters.q !== '' || filters.status !== null;
  const rows = joinings.data?.results ?? [];
  const tableLabel = t('list.tableLabel');

  return (
    <AdminPage
      title={title}
      description={
        <Stack gap={4}>
          <BackToOfferings />
          <Text c="dimmed" size="sm" maw={760}>
            {t('list.lead')}
          </Text>
        </Stack>
      }
      actions={
        <Group gap="sm" align="flex-start">
          <ExportButton offeringId={offeringId} status={filters.status} />
          <ProposeFundingFail offeringId={offeringId} />
        </Group>
      }
    >
      {offering.isError ? (
        <QueryError error={offering.error} onRetry={() => void offering.refetch()} />
      ) : offering.isPending ? (
        <Skeleton h={120} radius="md" />
      ) : (
        <OfferingProgress progress={offering.data.progress} />
      )}

      <ActivityChart offeringId={offeringId} />

      <ListSearchForm
        state={listSearch}
        formLabel={t('list.searchLabel')}
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        maxLength={100}
        refreshing={joinings.isFetching && !joinings.isPending}
        loadingLabel={t('list.loading')}
      >
        <Select
          label={t('list.status')}
          data={[
            { value: 'ALL', label: t('list.allStatuses') },
            ...JOINING_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
          ]}
          value={filters.status ?? 'ALL'}
          onChange={(value) => update({ status: isStatus(value) ? value : null })}
          allowDeselect={false}
          maxDropdownHeight={360}
          w={{ base: '100%', xs: 280 }}
        />
      </ListSearchForm>

      <PagedList
        query={joinings}
        empty={
          <EmptyListNotice
            icon={<IconListSearch size={26} />}
            filtered={filtered}
            texts={{
              empty: t('list.empty'),
              emptyText: t('list.emptyText'),
              noMatch: t('list.noMatch'),
              noMatchText: t('list.noMatchText'),
            }}
            clearLabel={t('list.clearFilters')}
            onClear={() => {
              listSearch.clear();
              update({ q: '', status: null });
            }}
          />
        }
        paginationLabel={t('list.pagination')}
        page={filters.page}
        onPageChange={(page) => update({ page })}
      >
        <JoiningCards rows={rows} label={tableLabel} />
        <ListTable
          label={tableLabel}
          minWidth={1040}
          columns={8}
          query={joinings}
          head={
            <>
              <Table.Th scope="col">{t('list.columns.ref')}</Table.Th>
              <Table.Th scope="col">{t('list.columns.investor')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('list.columns.amount')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('list.columns.tokens')}
              </Table.Th>
              <Table.Th scope="col">{t('list.columns.status')}</Table.Th>
              <Table.Th scope="col">{t('list.columns.reservedAt')}</Table.Th>
              <Table.Th scope="col">{t('list.columns.deadline')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('list.columns.slips')}
              </Table.Th>
            </>
          }
        >
          {rows.map((row) => (
            <JoiningRow key={row.id} row={row} />
          ))}
        </ListTable>
      </PagedList>
    </AdminPage>
  );
}

export function AdminJoiningsPage() {
  const { offeringId = '' } = useParams();
  return (
    <RequirePermission permission="joinings.operate">
      <JoiningsView key={offeringId} offeringId={offeringId} />
    </RequirePermission>
  );
}
