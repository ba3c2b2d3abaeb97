import type { UpdatedInformation } from '@ico/domain/contracts/messages';
import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useSyncExternalStore } from 'react';

/** The header badges' query; the messages and notices screens invalidate it when an item is opened. */
export const unreadCountsQueryKey = ['updatedInformation'] as const;

const noCounts = () => undefined;
const unsubscribed = () => () => undefined;

/**
 * The unread counts the poller (unread-counts-poller.tsx, signed-in users only) keeps in the query cache, read
 * without a query observer so that a visitor's first page carries no query code; none while a visitor's page is
 * shown without the cache (app/query-boundary.tsx).
 */
export function useUnreadCounts(): UpdatedInformation | undefined {
  const queryClient = useContext(QueryClientContext);
  const subscribe = useCallback(
    (onChange: () => void) => (queryClient ? queryClient.getQueryCache().subscribe(onChange) : unsubscribed()),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, queryClient ? () => queryClient.getQueryData<UpdatedInformation>(unreadCountsQueryKey) : noCounts);
}
