import { getUpdatedInformation } from '@ico/domain/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { call } from '../../lib/api-client';
import { unreadCountsQueryKey } from './unread-counts';

const REFRESH_MS = 60_000;

/**
 * Keeps the unread messages and notices of the signed-in user (`GET /forum/updatedinformation/`) in the query
 * cache for the header. Polls once a minute while the tab is visible (React Query pauses the interval in a
 * background tab), and asks again on each new page, which may follow something that changed the counts
 * (a joining's status message, say). Mounted only while signed in.
 */
export function UnreadCountsPoller() {
  const { refetch } = useQuery({
    queryKey: unreadCountsQueryKey,
    queryFn: ({ signal }) => call(getUpdatedInformation, {}, { signal }),
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs on each new path on purpose.
  useEffect(() => {
    void refetch({ cancelRefetch: false });
  }, [pathname, refetch]);
  return null;
}
