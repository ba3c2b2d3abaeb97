import { changeJoiningStatus as changeJoiningStatusEndpoint } from '@ico/domain/contracts/joinings';
import type { JoiningStatusChange } from '@ico/domain/offering-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';
import { joiningKeys } from './types';

/** `POST /admin/joinings/{id}/status/`: checked against the transition table; the investor gets a message. */
export const changeJoiningStatus = (joiningId: string, change: JoiningStatusChange) =>
  call(changeJoiningStatusEndpoint, { params: { id: joiningId }, body: change });

export function useChangeJoiningStatus(joiningId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: JoiningStatusChange) => changeJoiningStatus(joiningId, change),
    onSuccess: async (answer) => {
      queryClient.setQueryData(joiningKeys.detail(joiningId), answer);
      // The offering's lists, totals and chart, and the audit log, changed too; this page reloads at once.
      await queryClient.invalidateQueries({ queryKey: adminKeys.all, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: joiningKeys.detail(joiningId) });
    },
    // Changed meanwhile (409) or another failure: show the joining as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: joiningKeys.detail(joiningId) }),
  });
}
