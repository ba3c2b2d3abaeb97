import type { CaseDetail } from '@ico/domain/contracts/screening-cases';
import type { CaseProposalInput, CaseRejectionInput } from '@ico/domain/screening-cases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';
import { caseKeys } from './keys';

const path = (id: string, step: string) => `/admin/screening-cases/${encodeURIComponent(id)}/${step}/`;

/** `POST /admin/screening-cases/{id}/proposal/`: the first officer's decision and reason. */
export const proposeCase = (id: string, input: CaseProposalInput) => api<CaseDetail>(path(id, 'proposal'), { json: input });
/** `POST /admin/screening-cases/{id}/approve/`: the second officer approves (clears or freezes). */
export const approveCase = (id: string) => api<CaseDetail>(path(id, 'approve'), { json: {} });
/** `POST /admin/screening-cases/{id}/reject/`: the second officer sends the proposal back. */
export const rejectCase = (id: string, input: CaseRejectionInput) => api<CaseDetail>(path(id, 'reject'), { json: input });

export type CaseStep = { kind: 'propose'; input: CaseProposalInput } | { kind: 'approve' } | { kind: 'reject'; input: CaseRejectionInput };

/** One step of the four-eyes decision; the answer is the case as it is now. */
export function useDecideCase(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: CaseStep) =>
      step.kind === 'propose' ? proposeCase(id, step.input) : step.kind === 'approve' ? approveCase(id) : rejectCase(id, step.input),
    onSuccess: (answer) => {
      queryClient.setQueryData(caseKeys.detail(id), answer);
      // The queue, the investor's page and the audit log changed.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all, refetchType: 'none' });
    },
    // Decided meanwhile (409) or refused: show the case as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: caseKeys.detail(id) }),
  });
}
