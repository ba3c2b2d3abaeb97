import type { Offering } from '@ico/domain/offering-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const offeringsQuery = () =>
  queryOptions({
    queryKey: ['offerings'] as const,
    // Spec section 7: a list that fails to load shows as an empty list.
    queryFn: ({ signal }) => api<Offering[]>('/icoportal/icos/', { signal, auth: false }).catch((): Offering[] => []),
  });

/** `GET /icoportal/icos/`: every offering, newest start first. */
export const useOfferings = () => useQuery(offeringsQuery());
