import type { Offering } from '@ico/domain/offering-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** One offering (`GET /icoportal/ico/{id}/`): poster and token of a joining's detail. */
export const offeringQuery = (id: number) =>
  queryOptions({
    queryKey: ['offerings', id],
    queryFn: ({ signal }) => api<Offering>(`/icoportal/ico/${id}/`, { signal, auth: false }),
    staleTime: 60_000,
  });

export const useOffering = (id: number | undefined) => useQuery({ ...offeringQuery(id ?? 0), enabled: id !== undefined });
