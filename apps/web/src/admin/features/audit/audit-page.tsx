import type { AuditEntry } from '@ico/domain/account';
import { AUDIT_ACTIONS, type AuditAction } from '@ico/domain/staff';
import { Anchor, Group, Paper, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLevelLabel } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../components/admin-page';
import { ListPagination } from '../../components/list-pagination';
import { Notice } from '../../components/notice';
import { QueryError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';
import { useAudit } from './api/get-audit';
import { AUDIT_ACTION_KEY, describeDetail } from './audit-detail';

const isAction = (value: string | null): value is AuditAction => AUDIT_ACTIONS.includes(value as AuditAction);

function Target({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  if (!entry.targetType && !entry.targetId)
    return (
      <Text c="dimmed" size="sm">
        -
      </Text>
    );
  const name = typeof entry.detail.username === 'string' ? entry.detail.username : `#${entry.targetId}`;
  if (entry.targetType === 'user' && entry.targetId) {
    return (
      <Anchor component={Link} to={`/admin/users/${entry.targetId}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('audit.targetUser', { name })}
      </Anchor>
    );
  }
  return <Text size="sm">{[entry.targetType, entry.targetId].filter(Boolean).join(' #')}</Text>;
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const levelLabel = useLevelLabel();
  const language = useLanguage();
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, language)}</time>
      </Table.Td>
      <Table.Td fw={600}>{entry.actor ?? t('audit.system')}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={500} title={entry.action} style={{ whiteSpace: 'nowrap' }}>
          {t(AUDIT_ACTION_KEY[entry.action], { defaultValue: entry.action })}
        </Text>
      </Table.Td>
      <Table.Td>
        <Target entry={entry} />
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{describeDetail(entry, t, levelLabel)}</Table.Td>
      <Table.Td ff="monospace" c="dimmed">
        {entry.ipAddress ?? '-'}
      </Table.Td>
    </Table.Tr>
  );
}

function AuditView() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const action = params.get('action');
  const filters = { action: isAction(action) ? action : null, page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1) };
  const audit = useAudit(filters);
  const update = (next: { action: AuditAction | null; page: number }) => {
    const search = new URLSearchParams();
    if (next.action) search.set('action', next.action);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <AdminPage title={t('audit.title')} description={t('audit.lead')}>
      <Group gap="sm" align="flex-end">
        <Select
          label={t('audit.filter')}
          data={[
            { value: 'ALL', label: t('audit.allActions') },
            ...AUDIT_ACTIONS.map((value) => ({ value, label: t(AUDIT_ACTION_KEY[value]) })),
          ]}
          value={filters.action ?? 'ALL'}
          onChange={(value) => update({ action: isAction(value) ? value : null, page: 1 })}
          allowDeselect={false}
          w={{ base: '100%', xs: 300 }}
        />
      </Group>
      {audit.isError ? (
        <QueryError error={audit.error} onRetry={() => void audit.refetch()} />
      ) : audit.isPending ? (
        <Skeleton h={240} radius="md" />
      ) : audit.data.results.length === 0 ? (
        <Notice icon={<IconHistory size={26} />} title={t('audit.empty')} text={t('audit.emptyText')} />
      ) : (
        <Stack gap="sm">
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }} opacity={audit.isPlaceholderData ? 0.6 : 1}>
            <Table.ScrollContainer minWidth={1000} type="native">
              <Table
                striped
                verticalSpacing={8}
                horizontalSpacing="sm"
                fz="sm"
                aria-label={t('audit.tableLabel')}
                aria-busy={audit.isFetching}
              >
                <Table.Thead bg="gray.0" style={{ whiteSpace: 'nowrap' }}>
                  <Table.Tr>
                    <Table.Th scope="col" w={170}>
                      {t('audit.columns.time')}
                    </Table.Th>
                    <Table.Th scope="col">{t('audit.columns.actor')}</Table.Th>
                    <Table.Th scope="col">{t('audit.columns.action')}</Table.Th>
                    <Table.Th scope="col">{t('audit.columns.target')}</Table.Th>
                    <Table.Th scope="col">{t('audit.columns.detail')}</Table.Th>
                    <Table.Th scope="col">{t('audit.columns.ip')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {audit.data.results.map((entry) => (
                    <AuditRow key={entry.id} entry={entry} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          <ListPagination
            label={t('audit.pagination')}
            page={filters.page}
            count={audit.data.count}
            onChange={(page) => update({ ...filters, page })}
          />
        </Stack>
      )}
    </AdminPage>
  );
}

export function AuditPage() {
  return (
    <RequirePermission permission="audit.read">
      <AuditView />
    </RequirePermission>
  );
}
