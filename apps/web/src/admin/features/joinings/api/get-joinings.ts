import { listOfferingJoinings } from '@ico/domain/contracts/joinings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { type JoiningFilters, joiningKeys } from './types';

/** `GET /admin/offerings/{id}/joinings/`: newest first, 25 a page; q matches username, e-mail or wallet. */
export const getJoinings = (offeringId: string, filters: JoiningFilters, signal?: AbortSignal) =>
  call(
    listOfferingJoinings,
    { params: { id: offeringId }, query: { page: filters.page, status: filters.status ?? undefined, q: filters.q || undefined } },
    { signal },
  );

export const joiningsQuery = (offeringId: string, filters: JoiningFilters) =>
  queryOptions({
    queryKey: joiningKeys.list(offeringId, filters),
    queryFn: ({ signal }) => getJoinings(offeringId, filters, signal),
    // Keep the rows on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export const useJoinings = (offeringId: string, filters: JoiningFilters) => useQuery(joiningsQuery(offeringId, filters));
