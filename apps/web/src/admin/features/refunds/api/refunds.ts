import type { Proposal } from '@ico/domain/contracts/proposals';
import {
  getRefund,
  getRefundDraft,
  listRefunds,
  proposeRefund,
  proposeRefundDone,
  type RefundCompleteInput,
  type RefundOpenInput,
} from '@ico/domain/contracts/refunds';
import type { RefundStatus } from '@ico/domain/reconciliation';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

export type RefundFilters = { status: RefundStatus | null; page: number };

const refundKeys = {
  all: [...adminKeys.all, 'refunds'] as const,
  list: (filters: RefundFilters) => [...refundKeys.all, 'list', filters] as const,
  detail: (id: number) => [...refundKeys.all, 'detail', id] as const,
  draft: (joiningId: number, creditId: number | null) => [...refundKeys.all, 'draft', joiningId, creditId] as const,
};

/** `listRefunds` by status and page: newest first. */
export const useRefunds = (filters: RefundFilters) =>
  useQuery({
    queryKey: refundKeys.list(filters),
    queryFn: ({ signal }) => call(listRefunds, { query: { page: filters.page, status: filters.status ?? undefined } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** `getRefund`: the case and its pending completion proposal. */
export const useRefund = (id: number) =>
  useQuery({
    queryKey: refundKeys.detail(id),
    queryFn: ({ signal }) => call(getRefund, { params: { id } }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

/** `getRefundDraft` of a joining (and a credit): the account, the reasons that fit and the limit. */
export const useRefundDraft = (joiningId: number | null, creditId: number | null) =>
  useQuery({
    queryKey: refundKeys.draft(joiningId ?? 0, creditId),
    queryFn: ({ signal }) => call(getRefundDraft, { query: { joiningId, creditId: creditId ?? undefined } }, { signal }),
    enabled: joiningId !== null,
    retry: false,
  });

/** A proposal changes the approvals queue and the refunds: everything under admin reloads. */
function useProposing<T>(send: (input: T) => Promise<Proposal>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

/** `proposeRefund`: propose opening a refund (refund.open). */
export const useProposeRefund = () => useProposing((input: RefundOpenInput) => call(proposeRefund, { body: input }));

/** `proposeRefundDone`: propose the refund done (refund.complete). */
export const useProposeRefundDone = (id: number) =>
  useProposing((input: RefundCompleteInput) => call(proposeRefundDone, { params: { id }, body: input }));
