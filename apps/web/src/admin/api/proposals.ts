import {
  approveProposal,
  listProposals,
  type Proposal,
  type ProposalRejection,
  rejectProposal,
  withdrawProposal,
} from '@ico/domain/contracts/proposals';
import type { ProposalStatus } from '@ico/domain/four-eyes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { adminKeys } from './keys';

export type ProposalFilters = { status: ProposalStatus; page: number };

/** `listProposals` by status and page: pending ones oldest first. */
export const useProposals = (filters: ProposalFilters) =>
  useQuery({
    queryKey: adminKeys.proposalList(filters),
    queryFn: ({ signal }) => call(listProposals, { query: filters }, { signal }),
    placeholderData: keepPreviousData,
  });

/** A decision changes the queue, the joining or offering it names, and the audit log: everything under admin reloads. */
function useDecision<T>(send: (input: T) => Promise<Proposal>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

/** `approveProposal`: the change is made now. */
export const useApproveProposal = (id: number) => useDecision(() => call(approveProposal, { params: { id }, body: {} }));

/** `rejectProposal` with the reason. */
export const useRejectProposal = (id: number) =>
  useDecision((input: ProposalRejection) => call(rejectProposal, { params: { id }, body: input }));

/** `withdrawProposal`: the proposer's own. */
export const useWithdrawProposal = (id: number) => useDecision(() => call(withdrawProposal, { params: { id }, body: {} }));
