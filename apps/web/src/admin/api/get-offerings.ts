import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { AdminOfferingRow } from '../features/offerings/api/types';
import { offeringKeys } from './offering-keys';

/** `GET /admin/offerings/`: every offering, newest start first, with progress and counts. */
export const offeringsQuery = () =>
  queryOptions({
    queryKey: offeringKeys.list(),
    queryFn: ({ signal }) => api<AdminOfferingRow[]>('/admin/offerings/', { signal }),
  });

export const useAdminOfferings = () => useQuery(offeringsQuery());
