import type { Page } from '@ico/domain/communication';
import type { StaffJoiningRow } from '@ico/domain/contracts/joinings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { type JoiningFilters, joiningKeys } from './types';

/** `GET /admin/offerings/{id}/joinings/`: newest first, 25 a page; q matches username, e-mail or wallet. */
export function getJoinings(offeringId: string, filters: JoiningFilters, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.status) params.set('status', filters.status);
  if (filters.q) params.set('q', filters.q);
  return api<Page<StaffJoiningRow>>(`/admin/offerings/${encodeURIComponent(offeringId)}/joinings/?${params}`, { signal });
}

export const joiningsQuery = (offeringId: string, filters: JoiningFilters) =>
  queryOptions({
    queryKey: joiningKeys.list(offeringId, filters),
    queryFn: ({ signal }) => getJoinings(offeringId, filters, signal),
    // Keep the rows on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export const useJoinings = (offeringId: string, filters: JoiningFilters) => useQuery(joiningsQuery(offeringId, filters));
