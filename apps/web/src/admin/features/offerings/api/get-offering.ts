import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { offeringKeys, offeringPath } from '../../../api/offering-keys';
import type { AdminOffering } from './types';

/** `GET /admin/offerings/{id}/`: the offering with its payment details and progress. */
export const offeringQuery = (id: string) =>
  queryOptions({
    queryKey: offeringKeys.detail(id),
    queryFn: ({ signal }) => api<AdminOffering>(offeringPath(id), { signal }),
  });

export const useAdminOffering = (id: string) => useQuery(offeringQuery(id));
