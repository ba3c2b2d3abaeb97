import type { Credit } from '@ico/domain/contracts/statements';
import { formatBaht } from '@ico/domain/money';
import { Anchor, Group, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { LightBadge } from '../../components/badges';
import { ListCards, ListTable, PagedList } from '../../components/list-table';
import { Notice } from '../../components/notice';
import { useCredits } from './api/get-credits';
import { CreditAction } from './credit-action';
import { MATCH_COLOR, MATCH_KEY, STATE_COLOR, STATE_KEY } from './labels';

/** The tabs and the matches each lists. */
const TABS = [
  { value: 'matched', match: 'MATCHED', label: 'tabs.matched' },
  { value: 'ambiguous', match: 'AMBIGUOUS', label: 'tabs.ambiguous' },
  { value: 'unmatched', match: 'UNMATCHED', label: 'tabs.unmatched' },
  { value: 'late', match: 'LATE,EXCESS', label: 'tabs.lateExcess' },
  { value: 'all', match: null, label: 'tabs.all' },
] as const;
type Tab = (typeof TABS)[number];

const tabOf = (value: string | null): Tab => TABS.find((tab) => tab.value === value) ?? TABS[0];
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

function Badges({ credit }: { credit: Credit }) {
  const { t } = useTranslation('admin-reconciliation');
  return (
    <Group gap={6}>
      <LightBadge color={MATCH_COLOR[credit.match]}>{t(MATCH_KEY[credit.match])}</LightBadge>
      <LightBadge color={STATE_COLOR[credit.state]}>{t(STATE_KEY[credit.state])}</LightBadge>
    </Group>
  );
}

function JoiningLink({ credit }: { credit: Credit }) {
  const { t } = useTranslation('admin-reconciliation');
  if (!credit.joining) return <Text c="dimmed">—</Text>;
  const { joining } = credit;
  return (
    <Anchor component={Link} to={`/admin/joinings/${joining.id}`} size="sm">
      {t('list.joining', { id: joining.id, investor: joining.investor.name, ticker: joining.offering.ticker })}
    </Anchor>
  );
}

function CreditList({ tab, page, onPage }: { tab: Tab; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('admin-reconciliation');
  const language = useLanguage();
  const credits = useCredits({ match: tab.match, page });
  const rows = credits.data?.results ?? [];
  const amount = (credit: Credit) => t('list.amount', { amount: formatBaht(credit.amount) });
  return (
    <PagedList
      query={credits}
      page={page}
      onPageChange={onPage}
      paginationLabel={t('list.pagination')}
      empty={<Notice icon={<IconReceipt2 size={26} />} title={t('list.empty')} text={t('list.emptyText')} />}
    >
      <ListTable
        label={t('list.label')}
        minWidth={980}
        columns={7}
        query={credits}
        head={
          <>
            <Table.Th>{t('list.bookedAt')}</Table.Th>
            <Table.Th ta="right">{t('list.amountTitle')}</Table.Th>
            <Table.Th>{t('list.reference')}</Table.Th>
            <Table.Th>{t('list.sender')}</Table.Th>
            <Table.Th>{t('list.match')}</Table.Th>
            <Table.Th>{t('list.joiningTitle')}</Table.Th>
            <Table.Th>{t('list.action')}</Table.Th>
          </>
        }
      >
        {rows.map((credit) => (
          <Table.Tr key={credit.id} data-credit={credit.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(credit.bookedAt, language)}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {amount(credit)}
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{credit.reference ?? '—'}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{credit.sender ?? '—'}</Table.Td>
            <Table.Td miw={190}>
              <Badges credit={credit} />
            </Table.Td>
            <Table.Td>
              <JoiningLink credit={credit} />
            </Table.Td>
            <Table.Td>
              <CreditAction credit={credit} />
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ListCards label={t('list.label')} items={rows}>
        {(credit) => (
          <Stack gap={6} data-credit={credit.id}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {amount(credit)}
              </Text>
              <Text size="sm" c="dimmed" ta="right">
                {formatDateTime(credit.bookedAt, language)}
              </Text>
            </Group>
            <Badges credit={credit} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('list.senderLine', { sender: credit.sender ?? '—', reference: credit.reference ?? '—' })}
            </Text>
            <JoiningLink credit={credit} />
            <CreditAction credit={credit} />
          </Stack>
        )}
      </ListCards>
    </PagedList>
  );
}

/** The credits by how they matched, one tab each; the tab and page are in the address. */
export function CreditTabs() {
  const { t } = useTranslation('admin-reconciliation');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const page = pageOf(params.get('page'));
  const go = (next: { tab?: string; page?: number }) => {
    const search = new URLSearchParams();
    const value = next.tab ?? tab.value;
    if (value !== TABS[0].value) search.set('tab', value);
    const nextPage = next.tab ? 1 : (next.page ?? page);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search, { replace: next.page === undefined });
  };
  return (
    <Tabs value={tab.value} onChange={(value) => go({ tab: value ?? TABS[0].value })} keepMounted={false}>
      <Tabs.List aria-label={t('tabs.label')} style={{ flexWrap: 'wrap' }}>
        {TABS.map((item) => (
          <Tabs.Tab key={item.value} value={item.value}>
            {t(item.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map((item) => (
        <Tabs.Panel key={item.value} value={item.value} pt="md">
          <CreditList tab={item} page={page} onPage={(next) => go({ page: next })} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
