import { listWatchlists } from '@ico/domain/contracts/watchlists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { watchlistKeys } from './keys';

export const watchlistsQuery = () =>
  queryOptions({
    queryKey: watchlistKeys.overview(),
    queryFn: ({ signal }) => call(listWatchlists, {}, { signal }),
  });

/** `listWatchlists`: each list's newest releases, its URL and its last scheduled refresh. */
export const useWatchlists = () => useQuery(watchlistsQuery());
