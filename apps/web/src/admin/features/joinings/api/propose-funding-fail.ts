import { type FundingFailProposalInput, proposeFundingFail } from '@ico/domain/contracts/proposals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** `proposeFundingFail`: the offering's funding failure, for another staff member to approve. */
export function useProposeFundingFail(offeringId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FundingFailProposalInput) => call(proposeFundingFail, { params: { id: offeringId }, body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.proposals() }),
  });
}
