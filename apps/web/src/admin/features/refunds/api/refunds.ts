import type { Page } from '@ico/domain/communication';
import type { Proposal } from '@ico/domain/contracts/proposals';
import type { RefundDraft, StaffRefund, StaffRefundDetail } from '@ico/domain/contracts/refunds';
import type { RefundStatus } from '@ico/domain/reconciliation';
import type { RefundCompleteInput, RefundOpenInput } from '@ico/domain/refunds';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

export type RefundFilters = { status: RefundStatus | null; page: number };

const refundKeys = {
  all: [...adminKeys.all, 'refunds'] as const,
  list: (filters: RefundFilters) => [...refundKeys.all, 'list', filters] as const,
  detail: (id: number) => [...refundKeys.all, 'detail', id] as const,
  draft: (joiningId: number, creditId: number | null) => [...refundKeys.all, 'draft', joiningId, creditId] as const,
};

/** `GET /admin/refunds/?status=&page=`: newest first. */
export const useRefunds = (filters: RefundFilters) =>
  useQuery({
    queryKey: refundKeys.list(filters),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ page: String(filters.page) });
      if (filters.status) search.set('status', filters.status);
      return api<Page<StaffRefund>>(`/admin/refunds/?${search}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** `GET /admin/refunds/{id}/`: the case and its pending completion proposal. */
export const useRefund = (id: number) =>
  useQuery({
    queryKey: refundKeys.detail(id),
    queryFn: ({ signal }) => api<StaffRefundDetail>(`/admin/refunds/${id}/`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

/** `GET /admin/refunds/draft/?joiningId=&creditId=`: the account, the reasons that fit and the limit. */
export const useRefundDraft = (joiningId: number | null, creditId: number | null) =>
  useQuery({
    queryKey: refundKeys.draft(joiningId ?? 0, creditId),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ joiningId: String(joiningId) });
      if (creditId !== null) search.set('creditId', String(creditId));
      return api<RefundDraft>(`/admin/refunds/draft/?${search}`, { signal });
    },
    enabled: joiningId !== null,
    retry: false,
  });

/** A proposal changes the approvals queue and the refunds: everything under admin reloads. */
function useProposing<T>(send: (input: T) => Promise<Proposal>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

/** `POST /admin/refunds/`: propose opening a refund (refund.open). */
export const useProposeRefund = () => useProposing((input: RefundOpenInput) => api<Proposal>('/admin/refunds/', { json: input }));

/** `POST /admin/refunds/{id}/complete/`: propose the refund done (refund.complete). */
export const useProposeRefundDone = (id: number) =>
  useProposing((input: RefundCompleteInput) => api<Proposal>(`/admin/refunds/${id}/complete/`, { json: input }));
