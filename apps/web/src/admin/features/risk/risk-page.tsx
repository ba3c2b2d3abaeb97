import { Anchor, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../components/admin-page';
import { ListPagination } from '../../components/list-pagination';
import { QueryError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';
import { EddStatusBadge, RiskBadge } from '../../lib/risk-labels';
import { useEddQueue, useOverdueReviews } from './api/risk';
import { ScrollRegion } from './scroll-region';

function EddQueue() {
  const { t } = useTranslation('admin-risk');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const queue = useEddQueue(page);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="edd-queue">
      <Title order={2} fz="h4" id="edd-queue" mb="sm">
        {t('page.eddTitle')}
      </Title>
      {queue.isError && <QueryError error={queue.error} onRetry={() => void queue.refetch()} />}
      {queue.data && (
        <>
          <ScrollRegion labelledBy="edd-queue">
            <Table verticalSpacing="sm" miw={560} aria-labelledby="edd-queue">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('page.columns.investor')}</Table.Th>
                  <Table.Th>{t('page.columns.status')}</Table.Th>
                  <Table.Th>{t('page.columns.submitted')}</Table.Th>
                  <Table.Th>{t('page.columns.proposedBy')}</Table.Th>
                  <Table.Th>{t('page.columns.open')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {queue.data.results.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Text size="sm" c="dimmed" ta="center" py="sm">
                        {t('page.eddEmpty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {queue.data.results.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {row.username}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {row.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <EddStatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.submittedAt, language)}</Table.Td>
                    <Table.Td>{row.proposedBy ?? '—'}</Table.Td>
                    <Table.Td>
                      <Button component={Link} to={`/admin/edd/${row.id}`} size="xs" variant="light">
                        {t('page.open')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          <ListPagination page={page} count={queue.data.count} onChange={setPage} label={t('page.eddTitle')} />
        </>
      )}
    </Paper>
  );
}

function OverdueReviews() {
  const { t } = useTranslation('admin-risk');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const overdue = useOverdueReviews(page);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="overdue-reviews">
      <Title order={2} fz="h4" id="overdue-reviews" mb="sm">
        {t('page.overdueTitle')}
      </Title>
      {overdue.isError && <QueryError error={overdue.error} onRetry={() => void overdue.refetch()} />}
      {overdue.data && (
        <>
          <ScrollRegion labelledBy="overdue-reviews">
            <Table verticalSpacing="sm" miw={560} aria-labelledby="overdue-reviews">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('page.columns.investor')}</Table.Th>
                  <Table.Th>{t('page.columns.level')}</Table.Th>
                  <Table.Th>{t('page.columns.dueAt')}</Table.Th>
                  <Table.Th>{t('page.columns.reviewedAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {overdue.data.results.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={4}>
                      <Text size="sm" c="dimmed" ta="center" py="sm">
                        {t('page.overdueEmpty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {overdue.data.results.map((row) => (
                  <Table.Tr key={row.userId}>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/users/${row.userId}`} size="sm" fw={500}>
                        {row.username}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {row.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <RiskBadge level={row.level} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm" c="red.8" fw={500}>
                        {formatDate(row.reviewDueAt, language)}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.reviewedAt ? formatDate(row.reviewedAt, language) : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          <ListPagination page={page} count={overdue.data.count} onChange={setPage} label={t('page.overdueTitle')} />
        </>
      )}
    </Paper>
  );
}

/** `/admin/risk` (issue 30): the EDD declarations in review and the overdue periodic reviews. */
export function RiskPage() {
  const { t } = useTranslation('admin-risk');
  return (
    <RequirePermission permission="risk.manage">
      <AdminPage
        title={t('page.title')}
        description={t('page.lead')}
        actions={
          <Group>
            <Button component={Link} to="/admin/risk/countries" variant="default" leftSection={<IconWorld size={18} aria-hidden="true" />}>
              {t('page.countriesLink')}
            </Button>
          </Group>
        }
      >
        <EddQueue />
        <OverdueReviews />
      </AdminPage>
    </RequirePermission>
  );
}
