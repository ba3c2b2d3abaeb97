import type { WatchlistsAnswer } from '@ico/domain/contracts/watchlists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { watchlistKeys } from './keys';

export const watchlistsQuery = () =>
  queryOptions({
    queryKey: watchlistKeys.overview(),
    queryFn: ({ signal }) => api<WatchlistsAnswer>('/admin/watchlists/', { signal }),
  });

/** `GET /admin/watchlists/`: each list's newest releases, its URL and its last scheduled refresh. */
export const useWatchlists = () => useQuery(watchlistsQuery());
