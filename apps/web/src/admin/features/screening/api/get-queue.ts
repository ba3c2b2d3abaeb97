import type { ScreeningQueue } from '@ico/domain/contracts/verification';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { type ScreenedItem, screeningKeys } from './types';

export type QueueFilters = { item: ScreenedItem | null; page: number };

/** `GET /admin/screening/`: waiting submissions, oldest first, 25 a page, with the count per item. */
export function getQueue(filters: QueueFilters, signal?: AbortSignal): Promise<ScreeningQueue> {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.item) params.set('item', filters.item);
  return api<ScreeningQueue>(`/admin/screening/?${params}`, { signal });
}

export const queueQuery = (filters: QueueFilters) =>
  queryOptions({
    queryKey: screeningKeys.queue(filters),
    queryFn: ({ signal }) => getQueue(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useQueue = (filters: QueueFilters) => useQuery(queueQuery(filters));
