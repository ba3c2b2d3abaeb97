import type { CaseQueueEntry } from '@ico/domain/contracts/screening-cases';
import { CASE_STATUSES, type CaseStatus } from '@ico/domain/screening';
import { CASES_PAGE_SIZE } from '@ico/domain/screening-cases';
import { Anchor, Badge, Group, Paper, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../components/admin-page';
import { ListTable, PagedList } from '../../components/list-table';
import { Notice } from '../../components/notice';
import { RequirePermission } from '../../components/require-permission';
import { useCases } from './api/get-cases';
import { LIST_KEY, STATUS_COLOR, STATUS_KEY } from './labels';

const OPEN_TAB = 'open';
const isStatus = (value: string | null): value is CaseStatus => CASE_STATUSES.includes(value as CaseStatus);
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);
const nameOf = (entry: CaseQueueEntry) => `${entry.user.firstNameEN} ${entry.user.lastNameEN}`.trim() || entry.user.username;

/** The status tab and the page live in the address, so the back button returns to them. */
function useCaseFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters = { status: isStatus(status) ? status : null, page: pageOf(params.get('page')) };
  const update = (change: Partial<typeof filters>) => {
    const next = { ...filters, page: 1, ...change };
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };
  return { filters, update };
}

export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const { t } = useTranslation('admin-screening-cases');
  return (
    <Badge variant="outline" color={STATUS_COLOR[status]} radius="sm" tt="none" style={{ flexShrink: 0 }}>
      {t(STATUS_KEY[status])}
    </Badge>
  );
}

function Lists({ entry }: { entry: CaseQueueEntry }) {
  const { t } = useTranslation('admin-screening-cases');
  return <>{entry.lists.map((list) => t(LIST_KEY[list])).join(', ')}</>;
}

function CaseRow({ entry }: { entry: CaseQueueEntry }) {
  const { t } = useTranslation('admin-screening-cases');
  const navigate = useNavigate();
  const language = useLanguage();
  const to = `/admin/screening-cases/${entry.id}`;
  // The whole row opens the case; the link in it is the keyboard and screen-reader way in.
  const open = (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest('a')) navigate(to);
  };
  return (
    <Table.Tr onClick={open} style={{ cursor: 'pointer' }}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.openedAt, language)}</Table.Td>
      <Table.Td>
        <Anchor component={Link} to={to} fw={600} size="sm" aria-label={t('queue.openCase', { username: entry.user.username })}>
          {nameOf(entry)}
        </Anchor>
        <Text size="xs" c="dimmed">
          {entry.user.username}
        </Text>
      </Table.Td>
      <Table.Td>
        <Lists entry={entry} />
        <Text size="xs" c="dimmed">
          {t('queue.hitCount', { count: entry.hits })}
        </Text>
      </Table.Td>
      <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{entry.topScore}</Table.Td>
      <Table.Td>
        <CaseStatusBadge status={entry.status} />
        {entry.proposedBy && (
          <Text size="xs" c="dimmed">
            {entry.proposedBy}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Phones: one card per case. */
function CaseCards({ entries }: { entries: CaseQueueEntry[] }) {
  const { t } = useTranslation('admin-screening-cases');
  const language = useLanguage();
  return (
    <Stack component="ul" gap="xs" hiddenFrom="sm" aria-label={t('queue.tableLabel')} p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <Paper component="li" key={entry.id} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Anchor
              component={Link}
              to={`/admin/screening-cases/${entry.id}`}
              fw={600}
              aria-label={t('queue.openCase', { username: entry.user.username })}
            >
              {nameOf(entry)}
            </Anchor>
            <CaseStatusBadge status={entry.status} />
          </Group>
          <Text size="sm" c="dimmed">
            <Lists entry={entry} />
            {` · ${t('queue.hitCount', { count: entry.hits })} · ${entry.topScore}`}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {`${entry.user.username} · ${formatDateTime(entry.openedAt, language)}`}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

function CasesView() {
  const { t } = useTranslation('admin-screening-cases');
  const { filters, update } = useCaseFilters();
  const cases = useCases(filters);
  const rows = cases.data?.results ?? [];
  const counts = cases.data?.counts;
  const openCount = counts ? counts.OPEN + counts.PROPOSED : null;
  const label = (text: string, count: number | null | undefined) => (count == null ? text : t('queue.tabCount', { label: text, count }));

  return (
    <AdminPage title={t('queue.title')} description={t('queue.lead')}>
      <Tabs value={filters.status ?? OPEN_TAB} onChange={(value) => update({ status: isStatus(value) ? value : null })} keepMounted={false}>
        <Tabs.List aria-label={t('queue.tabsLabel')}>
          <Tabs.Tab value={OPEN_TAB}>{label(t('queue.open'), openCount)}</Tabs.Tab>
          {CASE_STATUSES.map((status) => (
            <Tabs.Tab key={status} value={status}>
              {label(t(STATUS_KEY[status]), counts?.[status])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <PagedList
        query={cases}
        empty={
          <Notice
            icon={<IconChecks size={26} />}
            title={t('queue.empty')}
            text={filters.status ? t('queue.emptyStatusText') : t('queue.emptyText')}
          />
        }
        paginationLabel={t('queue.pagination')}
        page={filters.page}
        pageSize={CASES_PAGE_SIZE}
        onPageChange={(page) => update({ page })}
      >
        <CaseCards entries={rows} />
        <ListTable
          label={t('queue.tableLabel')}
          minWidth={720}
          columns={5}
          query={cases}
          head={
            <>
              <Table.Th scope="col">{t('queue.columns.openedAt')}</Table.Th>
              <Table.Th scope="col">{t('queue.columns.investor')}</Table.Th>
              <Table.Th scope="col">{t('queue.columns.lists')}</Table.Th>
              <Table.Th scope="col">{t('queue.columns.score')}</Table.Th>
              <Table.Th scope="col">{t('queue.columns.status')}</Table.Th>
            </>
          }
        >
          {rows.map((entry) => (
            <CaseRow key={entry.id} entry={entry} />
          ))}
        </ListTable>
      </PagedList>
    </AdminPage>
  );
}

export function ScreeningCasesPage() {
  return (
    <RequirePermission permission="screening.decide">
      <CasesView />
    </RequirePermission>
  );
}
