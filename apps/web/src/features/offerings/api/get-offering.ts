import type { Offering } from '@ico/domain/offering-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const offeringQuery = (id: string) =>
  queryOptions({
    queryKey: ['offerings', id] as const,
    queryFn: ({ signal }) => api<Offering>(`/icoportal/ico/${encodeURIComponent(id)}/`, { signal, auth: false }),
  });

/** `GET /icoportal/ico/{id}/`: one offering; 404 ICO_NOT_EXIST. */
export const useOffering = (id: string) => useQuery(offeringQuery(id));
