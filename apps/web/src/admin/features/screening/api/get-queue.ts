import { listScreeningQueue } from '@ico/domain/contracts/verification';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { type ScreenedItem, screeningKeys } from './types';

export type QueueFilters = { item: ScreenedItem | null; page: number };

/** `listScreeningQueue`: waiting submissions, oldest first, 25 a page, with the count per item. */
export const getQueue = (filters: QueueFilters, signal?: AbortSignal) =>
  call(listScreeningQueue, { query: { page: filters.page, item: filters.item ?? undefined } }, { signal });

export const queueQuery = (filters: QueueFilters) =>
  queryOptions({
    queryKey: screeningKeys.queue(filters),
    queryFn: ({ signal }) => getQueue(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useQueue = (filters: QueueFilters) => useQuery(queueQuery(filters));
