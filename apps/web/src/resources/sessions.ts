import { listSessions } from '@ico/domain/contracts/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { useSession } from '../lib/session';

/**
 * The signed-in user's sessions (`listSessions`), read by the profile (the list, signing devices out) and the back
 * office (whether this session signed in with its second factor): one key factory and one cache policy.
 */
export const sessionKeys = {
  all: ['sessions'] as const,
  list: () => [...sessionKeys.all, 'list'] as const,
};

/** `listSessions`: the caller's active sessions, the current one marked, most recently used first. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: sessionKeys.list(),
    queryFn: ({ signal }) => call(listSessions, {}, { signal }),
  });

/** Idle while signed out. */
export function useMySessions() {
  const session = useSession();
  return useQuery({ ...sessionsQuery(), enabled: session !== null });
}
