import type { InternalEntryView } from '@ico/domain/contracts/watchlists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { watchlistKeys } from './keys';

export const internalEntriesQuery = (filters: { q: string; page: number }) =>
  queryOptions({
    queryKey: watchlistKeys.internal(filters),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(filters.page) });
      if (filters.q) query.set('q', filters.q);
      return api<{ results: InternalEntryView[]; count: number }>(`/admin/watchlists/internal/entries/?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** `GET /admin/watchlists/internal/entries/`: the internal list's entries listed now, 20 a page. */
export const useInternalEntries = (filters: { q: string; page: number }) => useQuery(internalEntriesQuery(filters));
