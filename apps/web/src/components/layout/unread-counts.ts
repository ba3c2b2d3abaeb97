import type { UpdatedInformation } from '@ico/domain/communication';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session';

/** The header badges' query; the messages and notices screens invalidate it when an item is opened. */
export const unreadCountsQueryKey = ['updatedInformation'] as const;

const REFRESH_MS = 60_000;

/**
 * Unread messages and notices of the signed-in user (`GET /forum/updatedinformation/`), idle while signed out.
 * Polls once a minute while the tab is visible (React Query pauses the interval in a background tab).
 */
export function useUnreadCounts() {
  const session = useSession();
  return useQuery({
    queryKey: unreadCountsQueryKey,
    queryFn: ({ signal }) => api<UpdatedInformation>('/forum/updatedinformation/', { signal }),
    enabled: session !== null,
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
