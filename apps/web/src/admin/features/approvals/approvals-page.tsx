import { PROPOSAL_STATUSES, PROPOSALS_PAGE_SIZE, type ProposalStatus } from '@ico/domain/four-eyes';
import { Group, Loader, Pagination, Paper, Select, Stack } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type ProposalFilters, useProposals } from '../../api/proposals';
import { AdminPage } from '../../components/admin-page';
import { Notice } from '../../components/notice';
import { PROPOSAL_STATUS_KEY, ProposalCard } from '../../components/proposal-card';
import { QueryError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';

const isStatus = (value: string | null): value is ProposalStatus => PROPOSAL_STATUSES.includes(value as ProposalStatus);
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

function Approvals() {
  const { t } = useTranslation('admin-approvals');
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: ProposalFilters = { status: isStatus(status) ? status : 'PENDING', page: pageOf(params.get('page')) };
  const proposals = useProposals(filters);
  const update = (change: Partial<ProposalFilters>) => {
    const next = { ...filters, page: 1, ...change };
    const search = new URLSearchParams();
    if (next.status !== 'PENDING') search.set('status', next.status);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: change.page === undefined });
  };
  const rows = proposals.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((proposals.data?.count ?? 0) / PROPOSALS_PAGE_SIZE));

  return (
    <AdminPage title={t('title')} description={t('lead')}>
      <Paper withBorder radius="md" p="md">
        <Group gap="sm" align="flex-end">
          <Select
            label={t('filterStatus')}
            data={PROPOSAL_STATUSES.map((value) => ({ value, label: t(PROPOSAL_STATUS_KEY[value]) }))}
            value={filters.status}
            onChange={(value) => update({ status: isStatus(value) ? value : 'PENDING' })}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
          {proposals.isFetching && <Loader role="progressbar" size="sm" mb={8} aria-label={t('loading')} />}
        </Group>
      </Paper>
      {proposals.isError ? (
        <QueryError error={proposals.error} onRetry={() => void proposals.refetch()} />
      ) : proposals.isPending ? null : rows.length === 0 ? (
        <Notice icon={<IconChecks size={26} />} title={t('empty')} text={t('emptyText')} />
      ) : (
        <Stack gap="md">
          {rows.map((proposal) => (
            <ProposalCard key={proposal.id} proposal={proposal} />
          ))}
          {pages > 1 && (
            <Pagination total={pages} value={filters.page} onChange={(page) => update({ page })} aria-label={t('pagination')} />
          )}
        </Stack>
      )}
    </AdminPage>
  );
}

export function AdminApprovalsPage() {
  return (
    <RequirePermission permission="joinings.operate">
      <Approvals />
    </RequirePermission>
  );
}
