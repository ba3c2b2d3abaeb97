import { listInboxMessages } from '@ico/domain/contracts/messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const messagesQueryKey = ['messages'] as const;

/** One page of the caller's messages (`GET /forum/messages/?page=n`), 10 a page, newest first. */
export const messagesQuery = (page: number) =>
  queryOptions({
    queryKey: [...messagesQueryKey, page],
    queryFn: ({ signal }) => call(listInboxMessages, { query: { page } }, { signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useMessages = (page: number) => useQuery(messagesQuery(page));
