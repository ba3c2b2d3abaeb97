import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../components/admin-page';
import { QueryError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';
import { useWatchlists } from './api/get-watchlists';
import { InternalListEditor } from './internal-list-editor';
import { ListCard } from './list-card';

function Watchlists() {
  const { t } = useTranslation('admin-watchlists');
  const lists = useWatchlists();
  return (
    <AdminPage title={t('title')} description={t('lead')}>
      <Stack gap="lg">
        {lists.isError && <QueryError error={lists.error} onRetry={() => void lists.refetch()} />}
        {lists.data?.lists.map((overview) => (
          <ListCard key={overview.list} overview={overview} hours={lists.data.refreshHours} />
        ))}
        {lists.data && <InternalListEditor />}
      </Stack>
    </AdminPage>
  );
}

/** `/admin/watchlists`: the watch lists' releases, their upload and scheduled refresh, and the internal list's editor (issue 30). */
export function WatchlistsPage() {
  return (
    <RequirePermission permission="watchlists.manage">
      <Watchlists />
    </RequirePermission>
  );
}
