import { getOfferingForStaff, listOfferingsForStaff } from '@ico/domain/contracts/offerings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { adminKeys } from './keys';

/**
 * The back office's offerings (GET /admin/offerings/), read by the offering editor, the joinings screens and the
 * message audience: one key factory and one cache policy.
 */

/** Query keys of offerings, under the back office's `admin` root so the audit log refreshes with them. */
export const offeringKeys = {
  all: [...adminKeys.all, 'offerings'] as const,
  list: () => [...offeringKeys.all, 'list'] as const,
  detail: (id: string) => [...offeringKeys.all, 'detail', id] as const,
  knowledgeTest: (id: string) => [...offeringKeys.all, 'knowledge-test', id] as const,
  monitoring: (id: string) => [...offeringKeys.all, 'monitoring', id] as const,
};

/** `GET /admin/offerings/`: every offering, newest start first, with progress and counts. */
export const offeringsQuery = () =>
  queryOptions({
    queryKey: offeringKeys.list(),
    queryFn: ({ signal }) => call(listOfferingsForStaff, {}, { signal }),
  });

export const useAdminOfferings = () => useQuery(offeringsQuery());

/** `GET /admin/offerings/{id}/`: the offering with its payment details and progress (total, reserved, paid, available). */
export const offeringQuery = (id: string) =>
  queryOptions({
    queryKey: offeringKeys.detail(id),
    queryFn: ({ signal }) => call(getOfferingForStaff, { params: { id } }, { signal }),
  });

export const useAdminOffering = (id: string) => useQuery(offeringQuery(id));
