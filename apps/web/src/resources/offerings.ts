import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api-client';

/**
 * The public offerings (`/icoportal/`), read by the offerings and the joinings screens: one key factory and one
 * cache policy, so a screen's change (a reservation) refreshes what the other shows.
 */
export const offeringKeys = {
  all: ['offerings'] as const,
  list: () => [...offeringKeys.all, 'list'] as const,
  /** Ids come from the URL (text) and from joinings (numbers): one key for both. */
  detail: (id: string | number) => [...offeringKeys.all, 'detail', String(id)] as const,
  progress: (id: string | number) => [...offeringKeys.detail(id), 'progress'] as const,
  monitoring: (id: string | number) => [...offeringKeys.detail(id), 'monitoring'] as const,
};

/**
 * The offerings' contracts, loaded with the first call rather than with the page: they carry zod, which the offerings
 * list keeps out of its chunk (test/first-load.test.ts; the cards need no schema).
 */
let contracts: Promise<typeof import('@ico/domain/contracts/offerings')> | undefined;
const offeringContracts = () => {
  contracts ??= import('@ico/domain/contracts/offerings');
  return contracts;
};

/** An offering changes only when staff edit it. */
const OFFERING_STALE_MS = 60_000;

/** `GET /icoportal/icos/`: every offering, newest start first. */
export const offeringsQuery = () =>
  queryOptions({
    queryKey: offeringKeys.list(),
    queryFn: async ({ signal }) => call((await offeringContracts()).listOfferings, {}, { signal, auth: false }),
    staleTime: OFFERING_STALE_MS,
  });

export const useOfferings = () => useQuery(offeringsQuery());

/** `GET /icoportal/ico/{id}/`: one offering; 404 ICO_NOT_EXIST. */
export const offeringQuery = (id: string | number) =>
  queryOptions({
    queryKey: offeringKeys.detail(id),
    queryFn: async ({ signal }) => call((await offeringContracts()).getOffering, { params: { id } }, { signal, auth: false }),
    staleTime: OFFERING_STALE_MS,
  });

/** Idle until the id is known (a joining's offering). */
export const useOffering = (id: string | number | undefined) => useQuery({ ...offeringQuery(id ?? ''), enabled: id !== undefined });
