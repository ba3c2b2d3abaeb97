import { listInternalEntries } from '@ico/domain/contracts/watchlists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { watchlistKeys } from './keys';

export const internalEntriesQuery = (filters: { q: string; page: number }) =>
  queryOptions({
    queryKey: watchlistKeys.internal(filters),
    queryFn: ({ signal }) => call(listInternalEntries, { query: filters }, { signal }),
    placeholderData: keepPreviousData,
  });

/** `listInternalEntries`: the internal list's entries listed now, 20 a page. */
export const useInternalEntries = (filters: { q: string; page: number }) => useQuery(internalEntriesQuery(filters));
