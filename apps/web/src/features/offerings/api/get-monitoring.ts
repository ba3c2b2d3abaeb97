import type { MonitoringEntry } from '@ico/domain/offering-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const monitoringQuery = (id: string) =>
  queryOptions({
    queryKey: ['offerings', id, 'monitoring'] as const,
    // Announcements are extra information: a failure leaves the section empty rather than the page broken.
    queryFn: ({ signal }) =>
      api<MonitoringEntry[]>(`/icoportal/monitoringdata/${encodeURIComponent(id)}/`, { signal, auth: false }).catch(
        (): MonitoringEntry[] => [],
      ),
  });

/** `GET /icoportal/monitoringdata/{id}/`: the offering's announcements, newest first. */
export const useMonitoring = (id: string) => useQuery(monitoringQuery(id));
