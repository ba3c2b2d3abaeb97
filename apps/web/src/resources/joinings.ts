import type { Joining } from '@ico/domain/contracts/joinings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { useSession } from '../lib/session';

/**
 * The signed-in investor's joinings (GET /icoportal/joinings/), read by the offerings screens (the Joined tag, the
 * join step) and the joinings screens: one key factory and one cache policy.
 */
export const joiningKeys = {
  all: ['joinings'] as const,
  list: () => [...joiningKeys.all, 'list'] as const,
  detail: (id: number) => [...joiningKeys.all, 'detail', id] as const,
};

/**
 * The joinings' contracts, loaded with the first call rather than with the page: they carry zod (and the wallet
 * checks), which the offerings list keeps out of its chunk (test/first-load.test.ts).
 */
let contracts: Promise<typeof import('@ico/domain/contracts/joinings')> | undefined;
const joiningContracts = () => {
  contracts ??= import('@ico/domain/contracts/joinings');
  return contracts;
};

/** `GET /icoportal/joinings/`: the caller's joinings, newest first, every status. */
export const joiningsQuery = () =>
  queryOptions({
    queryKey: joiningKeys.list(),
    queryFn: async ({ signal }) => call((await joiningContracts()).listJoinings, {}, { signal }),
  });

/** Idle for visitors. */
export function useMyJoinings() {
  const session = useSession();
  return useQuery({ ...joiningsQuery(), enabled: session !== null });
}

/** `GET /icoportal/joinings/{id}/`: one joining of the caller; another user's id answers 404 NO_JOINING_EXISTS. */
export const joiningQuery = (id: number) =>
  queryOptions({
    queryKey: joiningKeys.detail(id),
    queryFn: async ({ signal }) => call((await joiningContracts()).getJoining, { params: { id } }, { signal }),
  });

export const useJoining = (id: number) => useQuery({ ...joiningQuery(id), enabled: Number.isInteger(id) && id > 0 });

/** The user's joining of one offering (one joining per investor per offering). */
export const joiningOf = (joinings: readonly Joining[] | undefined, offeringId: number): Joining | undefined =>
  joinings?.find((j) => j.ico === offeringId);
