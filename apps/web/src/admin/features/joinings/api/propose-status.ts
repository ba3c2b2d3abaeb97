import type { Proposal } from '@ico/domain/contracts/proposals';
import type { JoiningProposalInput } from '@ico/domain/four-eyes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';
import { joiningKeys } from './types';

/** `POST /admin/joinings/{id}/proposals/`: a money status with its evidence, for another staff member to approve. */
export const proposeJoiningStatus = (joiningId: string, input: JoiningProposalInput) =>
  api<Proposal>(`/admin/joinings/${encodeURIComponent(joiningId)}/proposals/`, { json: input });

export function useProposeJoiningStatus(joiningId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JoiningProposalInput) => proposeJoiningStatus(joiningId, input),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.proposals() });
      await queryClient.invalidateQueries({ queryKey: joiningKeys.detail(joiningId) });
    },
  });
}
