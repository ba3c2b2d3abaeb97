import type { Offering } from '@ico/domain/offering-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every offering (`GET /icoportal/icos/`): the joinings list matches each joining to its offering by `ico`. */
export const offeringsQuery = () =>
  queryOptions({
    queryKey: ['offerings'],
    queryFn: ({ signal }) => api<Offering[]>('/icoportal/icos/', { signal, auth: false }),
    staleTime: 60_000,
  });

export const useOfferings = () => useQuery(offeringsQuery());
