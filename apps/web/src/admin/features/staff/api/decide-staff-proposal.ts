import {
  approveStaffProposal as approveStaffProposalEndpoint,
  rejectStaffProposal as rejectStaffProposalEndpoint,
  type StaffProposalAnswer,
  type StaffReasonInput,
} from '@ico/domain/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** `approveStaffProposal`: the account is made, the role given or the member enabled now. */
export const approveStaffProposal = (id: number) => call(approveStaffProposalEndpoint, { params: { id }, body: {} });

/** `rejectStaffProposal` with the reason. */
export const rejectStaffProposal = (id: number, input: StaffReasonInput) =>
  call(rejectStaffProposalEndpoint, { params: { id }, body: { reason: input.reason } });

/** A decision changes the proposals, the staff list and the audit log: all of them reload, whatever the answer. */
function useDecision<T>(send: (input: T) => Promise<StaffProposalAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.staff() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}

export const useApproveStaffProposal = (id: number) => useDecision(() => approveStaffProposal(id));
export const useRejectStaffProposal = (id: number) => useDecision((input: StaffReasonInput) => rejectStaffProposal(id, input));
