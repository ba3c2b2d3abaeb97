import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { type Queue, type ScreenedItem, screeningKeys } from './types';

export type QueueFilters = { item: ScreenedItem | null; page: number };

/** `GET /admin/screening/`: waiting submissions, oldest first, 25 a page, with the count per item. */
export function getQueue(filters: QueueFilters, signal?: AbortSignal): Promise<Queue> {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.item) params.set('item', filters.item);
  return api<Queue>(`/admin/screening/?${params}`, { signal });
}

export const queueQuery = (filters: QueueFilters) =>
  queryOptions({
    queryKey: screeningKeys.queue(filters),
    queryFn: ({ signal }) => getQueue(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useQueue = (filters: QueueFilters) => useQuery(queueQuery(filters));
