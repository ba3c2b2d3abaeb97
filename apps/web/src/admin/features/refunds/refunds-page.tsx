import { formatBaht } from '@ico/domain/money';
import { RECONCILIATION_PAGE_SIZE, REFUND_STATUSES, type RefundStatus } from '@ico/domain/reconciliation';
import { Anchor, Button, Group, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconCash, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { REFUND_REASON_STAFF_KEY } from '../../../components/refund-labels';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../components/admin-page';
import { ListCards, ListTable, PagedList } from '../../components/list-table';
import { Notice } from '../../components/notice';
import { RequirePermission } from '../../components/require-permission';
import { type RefundFilters, useRefunds } from './api/refunds';
import { RefundStatusBadge } from './refund-facts';

const ALL = 'ALL';
const isStatus = (value: string | null): value is RefundStatus => REFUND_STATUSES.includes(value as RefundStatus);
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

function Refunds() {
  const { t } = useTranslation(['admin-refunds', 'common']);
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: RefundFilters = {
    status: status === ALL ? null : isStatus(status) ? status : 'REFUND_PROCESSING',
    page: pageOf(params.get('page')),
  };
  const refunds = useRefunds(filters);
  const rows = refunds.data?.results ?? [];
  const update = (change: Partial<RefundFilters>) => {
    const next = { ...filters, page: 1, ...change };
    const search = new URLSearchParams();
    if (next.status !== 'REFUND_PROCESSING') search.set('status', next.status ?? ALL);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: change.page === undefined });
  };
  const amount = (value: string) => t('baht', { amount: formatBaht(value) });

  return (
    <AdminPage
      title={t('title')}
      description={t('lead')}
      actions={
        <Button component={Link} to="/admin/refunds/new" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('new')}
        </Button>
      }
    >
      <Tabs value={filters.status ?? ALL} onChange={(value) => update({ status: isStatus(value) ? value : null })} keepMounted={false}>
        <Tabs.List aria-label={t('tabsLabel')}>
          <Tabs.Tab value="REFUND_PROCESSING">{t('tabs.processing')}</Tabs.Tab>
          <Tabs.Tab value="REFUND_DONE">{t('tabs.done')}</Tabs.Tab>
          <Tabs.Tab value={ALL}>{t('tabs.all')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <PagedList
        query={refunds}
        empty={<Notice icon={<IconCash size={26} />} title={t('empty')} text={t('emptyText')} />}
        paginationLabel={t('pagination')}
        page={filters.page}
        onPageChange={(page) => update({ page })}
        pageSize={RECONCILIATION_PAGE_SIZE}
      >
        <ListCards label={t('tableLabel')} items={rows}>
          {(refund) => (
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Anchor component={Link} to={`/admin/refunds/${refund.id}`} fw={700}>
                  {amount(refund.amount)}
                </Anchor>
                <RefundStatusBadge status={refund.status} />
              </Group>
              <Text size="sm">{`${refund.investor.username} · ${refund.offering.tokenName} (${refund.offering.ticker})`}</Text>
              <Text size="sm">{t(REFUND_REASON_STAFF_KEY[refund.reason], { ns: 'common' })}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(refund.openedAt, language)}
              </Text>
            </Stack>
          )}
        </ListCards>
        <ListTable
          label={t('tableLabel')}
          minWidth={900}
          columns={6}
          query={refunds}
          head={
            <>
              <Table.Th scope="col">{t('columns.opened')}</Table.Th>
              <Table.Th scope="col">{t('columns.investor')}</Table.Th>
              <Table.Th scope="col">{t('columns.joining')}</Table.Th>
              <Table.Th scope="col">{t('columns.amount')}</Table.Th>
              <Table.Th scope="col">{t('columns.reason')}</Table.Th>
              <Table.Th scope="col">{t('columns.status')}</Table.Th>
            </>
          }
        >
          {rows.map((refund) => (
            <Table.Tr key={refund.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor component={Link} to={`/admin/refunds/${refund.id}`} size="sm">
                  {formatDateTime(refund.openedAt, language)}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/admin/users/${refund.investor.id}`} size="sm">
                  {refund.investor.username}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/admin/joinings/${refund.joining.id}`} size="sm">
                  {`${refund.offering.tokenName} · #${refund.joining.id}`}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} fw={600}>
                {amount(refund.amount)}
              </Table.Td>
              <Table.Td>{t(REFUND_REASON_STAFF_KEY[refund.reason], { ns: 'common' })}</Table.Td>
              <Table.Td>
                <RefundStatusBadge status={refund.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </PagedList>
    </AdminPage>
  );
}

/** `/admin/refunds`: refund cases, processing first (tabs processing / done / all). */
export function AdminRefundsPage() {
  return (
    <RequirePermission permission="joinings.operate">
      <Refunds />
    </RequirePermission>
  );
}
