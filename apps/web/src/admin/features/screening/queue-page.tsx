import type { QueueEntry } from '@ico/domain/contracts/verification';
import { NATIONALITY_OPTIONS } from '@ico/domain/options';
import { Alert, Anchor, Badge, Group, Paper, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconChecks, IconCircleCheck } from '@tabler/icons-react';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatDateTime, optionLabel } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../components/admin-page';
import { ListTable, PagedList } from '../../components/list-table';
import { Notice } from '../../components/notice';
import { RequirePermission } from '../../components/require-permission';
import { useQueue } from './api/get-queue';
import type { ScreenedItem } from './api/types';
import type { DecisionNotice } from './decision-panel';
import { DECISION_KEY, ITEM_KEY, ITEM_TABS } from './labels';
import { isOverdue, waitingTime } from './waiting-time';

const ALL = 'all';
const isItem = (value: string | null): value is ScreenedItem => ITEM_TABS.includes(value as ScreenedItem);
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);
const nameOf = (entry: QueueEntry) => `${entry.user.firstNameEN} ${entry.user.lastNameEN}`.trim();

/** The item and page live in the address, so the back button returns to the same tab and page. */
function useQueueFilters() {
  const [params, setParams] = useSearchParams();
  const item = params.get('item');
  const filters = { item: isItem(item) ? item : null, page: pageOf(params.get('page')) };
  const update = (change: Partial<typeof filters>) => {
    const next = { ...filters, page: 1, ...change };
    const search = new URLSearchParams();
    if (next.item) search.set('item', next.item);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: true, state: null });
  };
  return { filters, update };
}

function Waiting({ entry, now }: { entry: QueueEntry; now: Date }) {
  const language = useLanguage();
  const text = waitingTime(entry.submittedAt, now, language);
  return isOverdue(entry.submittedAt, now) ? (
    <Text span size="sm" fw={700} c="red.9">
      {text}
    </Text>
  ) : (
    <Text span size="sm">
      {text}
    </Text>
  );
}

function QueueRow({ entry, now }: { entry: QueueEntry; now: Date }) {
  const { t } = useTranslation('admin-screening');
  const navigate = useNavigate();
  const language = useLanguage();
  const to = `/admin/screening/${entry.id}`;
  // The whole row opens the review; the link in it is the keyboard and screen-reader way in.
  const open = (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest('a')) navigate(to);
  };
  return (
    <Table.Tr onClick={open} style={{ cursor: 'pointer' }}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.submittedAt, language)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Waiting entry={entry} now={now} />
      </Table.Td>
      <Table.Td>
        <Anchor
          component={Link}
          to={to}
          fw={600}
          size="sm"
          aria-label={t('queue.openReview', { item: t(ITEM_KEY[entry.item]), username: entry.user.username })}
        >
          {nameOf(entry) || entry.user.username}
        </Anchor>
        <Text size="xs" c="dimmed">
          {entry.user.username}
        </Text>
      </Table.Td>
      <Table.Td>{optionLabel(NATIONALITY_OPTIONS, entry.user.nationality, language)}</Table.Td>
      <Table.Td>{t(ITEM_KEY[entry.item])}</Table.Td>
    </Table.Tr>
  );
}

/** Phones: one card per submission. */
function QueueCards({ entries, now }: { entries: QueueEntry[]; now: Date }) {
  const { t } = useTranslation('admin-screening');
  const language = useLanguage();
  return (
    <Stack component="ul" gap="xs" hiddenFrom="sm" aria-label={t('queue.tableLabel')} p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <Paper component="li" key={entry.id} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Anchor
              component={Link}
              to={`/admin/screening/${entry.id}`}
              fw={600}
              aria-label={t('queue.openReview', { item: t(ITEM_KEY[entry.item]), username: entry.user.username })}
            >
              {nameOf(entry) || entry.user.username}
            </Anchor>
            <Badge variant="light" color="brand" radius="sm" tt="none" style={{ flexShrink: 0 }}>
              {t(ITEM_KEY[entry.item])}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {`${entry.user.username} · ${optionLabel(NATIONALITY_OPTIONS, entry.user.nationality, language)}`}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {`${formatDateTime(entry.submittedAt, language)} · ${t('queue.waitingFor')} `}
            <Waiting entry={entry} now={now} />
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

function DecisionAlert({ notice }: { notice: DecisionNotice }) {
  const { t } = useTranslation('admin-screening');
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  const values = { item: t(ITEM_KEY[notice.item]), username: notice.username, decision: t(DECISION_KEY[notice.decision]) };
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck size={18} />}
      role="status"
      title={t('notice.title', values)}
      withCloseButton
      closeButtonLabel={t('notice.close')}
      onClose={() => setShown(false)}
    >
      {t('notice.text', values)}
      {notice.levelChanged && ` ${t('notice.promoted', values)}`}
    </Alert>
  );
}

function QueueView() {
  const { t } = useTranslation('admin-screening');
  const location = useLocation();
  const { filters, update } = useQueueFilters();
  const queue = useQueue(filters);
  const [now] = useState(() => new Date());
  const notice = (location.state as { notice?: DecisionNotice } | null)?.notice;
  const rows = queue.data?.results ?? [];
  const counts = queue.data?.counts;
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : null;

  const tabLabel = (label: string, count: number | null | undefined) => (
    <Group gap={6} wrap="nowrap">
      <span>{label}</span>
      {count != null && (
        <Badge
          size="sm"
          radius="xl"
          variant={count > 0 ? 'filled' : 'light'}
          color={count > 0 ? 'brand' : 'gray'}
          aria-hidden="true"
          style={{ flexShrink: 0, overflow: 'visible' }}
        >
          {count}
        </Badge>
      )}
    </Group>
  );

  return (
    <AdminPage title={t('queue.title')} description={t('queue.lead')}>
      {notice && <DecisionAlert notice={notice} />}
      <Tabs value={filters.item ?? ALL} onChange={(value) => update({ item: isItem(value) ? value : null })} keepMounted={false}>
        <Tabs.List aria-label={t('queue.tabsLabel')}>
          <Tabs.Tab value={ALL} aria-label={total == null ? t('queue.all') : t('queue.tabCount', { label: t('queue.all'), count: total })}>
            {tabLabel(t('queue.all'), total)}
          </Tabs.Tab>
          {ITEM_TABS.map((item) => (
            <Tabs.Tab
              key={item}
              value={item}
              aria-label={counts ? t('queue.tabCount', { label: t(ITEM_KEY[item]), count: counts[item] }) : t(ITEM_KEY[item])}
            >
              {tabLabel(t(ITEM_KEY[item]), counts?.[item])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <PagedList
        query={queue}
        empty={
          <Notice
            icon={<IconChecks size={26} />}
            title={t('queue.empty')}
            text={filters.item ? t('queue.emptyItemText', { item: t(ITEM_KEY[filters.item]) }) : t('queue.emptyText')}
          />
        }
        paginationLabel={t('queue.pagination')}
        page={filters.page}
        onPageChange={(page) => update({ page })}
      >
        <QueueCards entries={rows} now={now} />
        <ListTable
          label={t('queue.tableLabel')}
          minWidth={720}
          columns={5}
          query={queue}
          head={
            <>
              <Table.Th scope="col">{t('queue.columns.submittedAt')}</Table.Th>
              <Table.Th scope="col">{t('queue.columns.waiting')}</Table.Th>
              <Table.Th scope="col">{t('queue.columns.investor')}</Table.Th>
              <Table.Th scope="col">{t('queue.columns.nationality')}</Table.Th>
              <Table.Th scope="col">{t('queue.columns.item')}</Table.Th>
            </>
          }
        >
          {rows.map((entry) => (
            <QueueRow key={entry.id} entry={entry} now={now} />
          ))}
        </ListTable>
      </PagedList>
    </AdminPage>
  );
}

export function ScreeningQueuePage() {
  return (
    <RequirePermission permission="verification.screen">
      <QueueView />
    </RequirePermission>
  );
}
