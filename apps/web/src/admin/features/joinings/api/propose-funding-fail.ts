import type { Proposal } from '@ico/domain/contracts/proposals';
import type { FundingFailProposalInput } from '@ico/domain/four-eyes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** `POST /admin/offerings/{id}/proposals/`: the offering's funding failure, for another staff member to approve. */
export function useProposeFundingFail(offeringId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FundingFailProposalInput) =>
      api<Proposal>(`/admin/offerings/${encodeURIComponent(offeringId)}/proposals/`, { json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.proposals() }),
  });
}
