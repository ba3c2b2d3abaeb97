import type { MonitoringEntry } from '@ico/domain/offering-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** An offering's monitoring announcements (`GET /icoportal/monitoringdata/{id}/`), newest first. */
export const monitoringQuery = (offeringId: number) =>
  queryOptions({
    queryKey: ['monitoring', offeringId],
    queryFn: ({ signal }) => api<MonitoringEntry[]>(`/icoportal/monitoringdata/${offeringId}/`, { signal, auth: false }),
  });

export const useMonitoring = (offeringId: number | undefined) =>
  useQuery({ ...monitoringQuery(offeringId ?? 0), enabled: offeringId !== undefined });
