import type { Offering, OfferingProgress } from '@ico/domain/offering-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { adminKeys } from './keys';

/**
 * The back office's offerings (`/admin/offerings/`), read by the offering editor, the joinings screens and the
 * message audience: one key factory and one cache policy.
 */

/** What staff see of an offering (docs/api/offerings.md, back office): the public shape plus payment details. */
export type AdminOffering = Offering & {
  promptPayId: string;
  paymentInstructionsEN: string;
  paymentInstructionsTH: string;
  knowledgePassMark: number;
  progress: OfferingProgress;
};

/** A row of `GET /admin/offerings/`. */
export type AdminOfferingRow = AdminOffering & { joinings: number; knowledgeQuestions: number };

/** Query keys of offerings, under the back office's `admin` root so the audit log refreshes with them. */
export const offeringKeys = {
  all: [...adminKeys.all, 'offerings'] as const,
  list: () => [...offeringKeys.all, 'list'] as const,
  detail: (id: string) => [...offeringKeys.all, 'detail', id] as const,
  knowledgeTest: (id: string) => [...offeringKeys.all, 'knowledge-test', id] as const,
  monitoring: (id: string) => [...offeringKeys.all, 'monitoring', id] as const,
};

export const offeringPath = (id: string) => `/admin/offerings/${encodeURIComponent(id)}/`;

/** `GET /admin/offerings/`: every offering, newest start first, with progress and counts. */
export const offeringsQuery = () =>
  queryOptions({
    queryKey: offeringKeys.list(),
    queryFn: ({ signal }) => api<AdminOfferingRow[]>('/admin/offerings/', { signal }),
  });

export const useAdminOfferings = () => useQuery(offeringsQuery());

/** `GET /admin/offerings/{id}/`: the offering with its payment details and progress (total, reserved, paid, available). */
export const offeringQuery = (id: string) =>
  queryOptions({
    queryKey: offeringKeys.detail(id),
    queryFn: ({ signal }) => api<AdminOffering>(offeringPath(id), { signal }),
  });

export const useAdminOffering = (id: string) => useQuery(offeringQuery(id));
