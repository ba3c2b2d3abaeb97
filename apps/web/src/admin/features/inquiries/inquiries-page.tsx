import { INQUIRY_KINDS, INQUIRY_STATUSES, type InquiryKind, type InquiryStatus } from '@ico/domain/communication';
import type { AdminInquiry } from '@ico/domain/contracts/inquiries';
import { Anchor, Group, Loader, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../components/admin-page';
import { ListCards, ListTable, PagedList } from '../../components/list-table';
import { EmptyListNotice } from '../../components/notice';
import { RequirePermission } from '../../components/require-permission';
import { type InquiryFilters, useInquiries } from './api/inquiries';
import { InquiryKindBadge, InquiryStatusBadge, KIND_KEY, STATUS_KEY, useCategoryLabel } from './labels';

const ALL = 'ALL';
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);
const isStatus = (value: string | null): value is InquiryStatus => INQUIRY_STATUSES.includes(value as InquiryStatus);
const isKind = (value: string | null): value is InquiryKind => INQUIRY_KINDS.includes(value as InquiryKind);

/**
 * Filters live in the address. Open inquiries are the default view, so the address names `status=ALL` when
 * every inquiry is wanted.
 */
function useInquiryFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const kind = params.get('kind');
  const filters: InquiryFilters = {
    status: status === ALL ? null : isStatus(status) ? status : 'OPEN',
    kind: isKind(kind) ? kind : null,
    page: pageOf(params.get('page')),
  };
  const update = (change: Partial<InquiryFilters>) => {
    const next = { ...filters, page: 1, ...change };
    const search = new URLSearchParams();
    if (next.status !== 'OPEN') search.set('status', next.status ?? ALL);
    if (next.kind) search.set('kind', next.kind);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: change.page === undefined });
  };
  return { filters, update };
}

/** Who asked: the member's page, or the visitor's e-mail address. */
function From({ inquiry, size = 'sm' }: { inquiry: AdminInquiry; size?: 'xs' | 'sm' }) {
  if (inquiry.user)
    return (
      <Anchor component={Link} to={`/admin/users/${inquiry.user.id}`} size={size}>
        {inquiry.user.username}
      </Anchor>
    );
  return (
    <Text span size={size} style={{ overflowWrap: 'anywhere' }}>
      {inquiry.email}
    </Text>
  );
}

function SubjectLink({ inquiry }: { inquiry: AdminInquiry }) {
  const { t } = useTranslation('admin-communication');
  return (
    <Anchor
      component={Link}
      to={`/admin/inquiries/${inquiry.id}`}
      size="sm"
      fw={600}
      aria-label={t('inquiries.open', { subject: inquiry.subject })}
    >
      {inquiry.subject}
    </Anchor>
  );
}

function Inquiries() {
  const { t } = useTranslation('admin-communication');
  const language = useLanguage();
  const category = useCategoryLabel();
  const { filters, update } = useInquiryFilters();
  const inquiries = useInquiries(filters);
  const rows = inquiries.data?.results ?? [];
  const tableLabel = t('inquiries.tableLabel');
  const filtered = filters.status !== 'OPEN' || filters.kind !== null;

  return (
    <AdminPage title={t('inquiries.title')} description={t('inquiries.lead')}>
      <Paper withBorder radius="md" p="md">
        <Group gap="sm" align="flex-end">
          <Select
            label={t('inquiries.filterStatus')}
            data={[
              ...INQUIRY_STATUSES.map((status) => ({ value: status, label: t(STATUS_KEY[status]) })),
              { value: ALL, label: t('inquiries.all') },
            ]}
            value={filters.status ?? ALL}
            onChange={(value) => update({ status: isStatus(value) ? value : null })}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
          <Select
            label={t('inquiries.filterKind')}
            data={[{ value: ALL, label: t('inquiries.all') }, ...INQUIRY_KINDS.map((kind) => ({ value: kind, label: t(KIND_KEY[kind]) }))]}
            value={filters.kind ?? ALL}
            onChange={(value) => update({ kind: isKind(value) ? value : null })}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
          {inquiries.isFetching && !inquiries.isPending && <Loader role="progressbar" size="sm" mb={8} aria-label={t('loading')} />}
        </Group>
      </Paper>

      <PagedList
        query={inquiries}
        empty={
          <EmptyListNotice
            icon={<IconInbox size={26} />}
            filtered={filtered}
            texts={{
              empty: t('inquiries.empty'),
              emptyText: t('inquiries.emptyText'),
              noMatch: t('inquiries.noMatch'),
              noMatchText: t('inquiries.noMatchText'),
            }}
            clearLabel={t('inquiries.showOpen')}
            onClear={() => update({ status: 'OPEN', kind: null })}
          />
        }
        paginationLabel={t('inquiries.pagination')}
        page={filters.page}
        onPageChange={(page) => update({ page })}
      >
        <ListCards label={tableLabel} items={rows}>
          {(inquiry) => (
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <SubjectLink inquiry={inquiry} />
                <InquiryStatusBadge status={inquiry.status} />
              </Group>
              <Group gap={6}>
                <InquiryKindBadge kind={inquiry.kind} />
                <Text size="xs" c="dimmed">
                  {category(inquiry)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                <From inquiry={inquiry} size="xs" />
                {` · ${formatDateTime(inquiry.created_at, language)}`}
              </Text>
            </Stack>
          )}
        </ListCards>
        <ListTable
          label={tableLabel}
          minWidth={900}
          columns={6}
          query={inquiries}
          head={
            <>
              <Table.Th scope="col">{t('inquiries.columns.date')}</Table.Th>
              <Table.Th scope="col">{t('inquiries.columns.kind')}</Table.Th>
              <Table.Th scope="col">{t('inquiries.columns.from')}</Table.Th>
              <Table.Th scope="col">{t('inquiries.columns.category')}</Table.Th>
              <Table.Th scope="col">{t('inquiries.columns.subject')}</Table.Th>
              <Table.Th scope="col">{t('inquiries.columns.status')}</Table.Th>
            </>
          }
        >
          {rows.map((inquiry) => (
            <Table.Tr key={inquiry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(inquiry.created_at, language)}</Table.Td>
              <Table.Td>
                <InquiryKindBadge kind={inquiry.kind} />
              </Table.Td>
              <Table.Td maw={240}>
                <From inquiry={inquiry} />
              </Table.Td>
              <Table.Td maw={220}>{category(inquiry)}</Table.Td>
              <Table.Td maw={360}>
                <SubjectLink inquiry={inquiry} />
              </Table.Td>
              <Table.Td>
                <InquiryStatusBadge status={inquiry.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </PagedList>
    </AdminPage>
  );
}

/** `/admin/inquiries`: the questions from visitors and members, open ones first in view. */
export function AdminInquiriesPage() {
  return (
    <RequirePermission permission="inquiries.answer">
      <Inquiries />
    </RequirePermission>
  );
}
