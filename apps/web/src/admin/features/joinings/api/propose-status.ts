import { type JoiningProposalInput, proposeJoiningStatus as proposeJoiningStatusEndpoint } from '@ico/domain/contracts/proposals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';
import { joiningKeys } from './types';

/** `proposeJoiningStatus`: a money status with its evidence, for another staff member to approve. */
export const proposeJoiningStatus = (joiningId: string, input: JoiningProposalInput) =>
  call(proposeJoiningStatusEndpoint, { params: { id: joiningId }, body: input });

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
