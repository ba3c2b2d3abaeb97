import type { Page } from '@ico/domain/communication';
import type { Proposal } from '@ico/domain/contracts/proposals';
import type { ProposalRejection, ProposalStatus } from '@ico/domain/four-eyes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { adminKeys } from './keys';

export type ProposalFilters = { status: ProposalStatus; page: number };

/** `GET /admin/proposals/?status=&page=`: pending ones oldest first. */
export const useProposals = (filters: ProposalFilters) =>
  useQuery({
    queryKey: adminKeys.proposalList(filters),
    queryFn: ({ signal }) => api<Page<Proposal>>(`/admin/proposals/?status=${filters.status}&page=${filters.page}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** A decision changes the queue, the joining or offering it names, and the audit log: everything under admin reloads. */
function useDecision<T>(send: (input: T) => Promise<Proposal>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

/** `POST /admin/proposals/{id}/approve/`: the change is made now. */
export const useApproveProposal = (id: number) =>
  useDecision(() => api<Proposal>(`/admin/proposals/${id}/approve/`, { method: 'POST', json: {} }));

/** `POST /admin/proposals/{id}/reject/` with the reason. */
export const useRejectProposal = (id: number) =>
  useDecision((input: ProposalRejection) => api<Proposal>(`/admin/proposals/${id}/reject/`, { json: input }));

/** `POST /admin/proposals/{id}/withdraw/`: the proposer's own. */
export const useWithdrawProposal = (id: number) =>
  useDecision(() => api<Proposal>(`/admin/proposals/${id}/withdraw/`, { method: 'POST', json: {} }));
