import type { InboxMessage, Page } from '@ico/domain/communication';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const messagesQueryKey = ['messages'] as const;

/** One page of the caller's messages (`GET /forum/messages/?page=n`), 10 a page, newest first. */
export const messagesQuery = (page: number) =>
  queryOptions({
    queryKey: [...messagesQueryKey, page],
    queryFn: ({ signal }) => api<Page<InboxMessage>>(`/forum/messages/?page=${page}`, { signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useMessages = (page: number) => useQuery(messagesQuery(page));
