import type { UpdatedInformation } from '@ico/domain/communication';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/** The header badges' query; the messages and notices screens invalidate it when an item is opened. */
export const unreadCountsQueryKey = ['updatedInformation'] as const;

/**
 * The unread counts the poller (unread-counts-poller.tsx, signed-in users only) keeps in the query cache,
 * read without a query observer so that a visitor's first page carries no query code.
 */
export function useUnreadCounts(): UpdatedInformation | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  return useSyncExternalStore(subscribe, () => queryClient.getQueryData<UpdatedInformation>(unreadCountsQueryKey));
}
