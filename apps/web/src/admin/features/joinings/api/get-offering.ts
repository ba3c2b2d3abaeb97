import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { type AdminOfferingView, joiningKeys } from './types';

/** `GET /admin/offerings/{id}/`: the offering with its progress (total, reserved, paid, available). */
export const getAdminOffering = (offeringId: string, signal?: AbortSignal) =>
  api<AdminOfferingView>(`/admin/offerings/${encodeURIComponent(offeringId)}/`, { signal });

export const adminOfferingQuery = (offeringId: string) =>
  queryOptions({ queryKey: joiningKeys.offering(offeringId), queryFn: ({ signal }) => getAdminOffering(offeringId, signal) });

export const useAdminOffering = (offeringId: string) => useQuery(adminOfferingQuery(offeringId));
