import { revokeOtherSessions } from '@ico/domain/contracts/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { sessionKeys } from '../../../resources/sessions';

/** `revokeOtherSessions`: signs out every session of the caller but this one. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(revokeOtherSessions, { body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
