import type { Joining } from '@ico/domain/offering-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const myJoiningsQueryKey = ['offerings', 'myJoinings'] as const;

export const myJoiningsQuery = () =>
  queryOptions({
    queryKey: myJoiningsQueryKey,
    // Spec section 7: an error leaves the list empty.
    queryFn: ({ signal }) => api<Joining[]>('/icoportal/joinings/', { signal }).catch((): Joining[] => []),
  });

/** `GET /icoportal/joinings/`: the signed-in user's joinings (for the Joined tag and the join step); idle for visitors. */
export function useMyJoinings() {
  const session = useSession();
  return useQuery({ ...myJoiningsQuery(), enabled: session !== null });
}

/** The user's joining of one offering (one joining per investor per offering). */
export const joiningOf = (joinings: readonly Joining[] | undefined, offeringId: number): Joining | undefined =>
  joinings?.find((j) => j.ico === offeringId);
