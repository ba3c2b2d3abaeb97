import {
  approveCase as approveCaseEndpoint,
  type CaseProposalInput,
  type CaseRejectionInput,
  proposeCase as proposeCaseEndpoint,
  rejectCase as rejectCaseEndpoint,
} from '@ico/domain/contracts/screening-cases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';
import { caseKeys } from './keys';

/** `proposeCase`: the first officer's decision and reason. */
export const proposeCase = (id: string, input: CaseProposalInput) => call(proposeCaseEndpoint, { params: { id }, body: input });
/** `approveCase`: the second officer approves (clears or freezes). */
export const approveCase = (id: string) => call(approveCaseEndpoint, { params: { id }, body: {} });
/** `rejectCase`: the second officer sends the proposal back. */
export const rejectCase = (id: string, input: CaseRejectionInput) => call(rejectCaseEndpoint, { params: { id }, body: input });

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
