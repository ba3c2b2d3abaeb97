import type { StaffProposalAnswer, StaffReasonInput } from '@ico/domain/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** `POST /admin/staff-proposals/{id}/approve/`: the account is made, the role given or the member enabled now. */
export const approveStaffProposal = (id: number) =>
  api<StaffProposalAnswer>(`/admin/staff-proposals/${encodeURIComponent(String(id))}/approve/`, { method: 'POST', json: {} });

/** `POST /admin/staff-proposals/{id}/reject/` with the reason. */
export const rejectStaffProposal = (id: number, input: StaffReasonInput) =>
  api<StaffProposalAnswer>(`/admin/staff-proposals/${encodeURIComponent(String(id))}/reject/`, { json: { reason: input.reason } });

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
