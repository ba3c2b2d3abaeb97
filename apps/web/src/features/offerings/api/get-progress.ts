import type { OfferingProgress } from '@ico/domain/offering-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const progressQuery = (id: string) =>
  queryOptions({
    queryKey: ['offerings', id, 'progress'] as const,
    queryFn: ({ signal }) => api<OfferingProgress>(`/icoportal/icoprogress/${encodeURIComponent(id)}/`, { signal, auth: false }),
    // Other investors reserve while the page is open: the bar and the available amount stay fresh.
    refetchInterval: 60_000,
  });

/** `GET /icoportal/icoprogress/{id}/`: reserved, paid and available amounts. */
export const useProgress = (id: string) => useQuery(progressQuery(id));
