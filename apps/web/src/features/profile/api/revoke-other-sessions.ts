import type { RevokedSessions } from '@ico/domain/contracts/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionKeys } from '../../../resources/sessions';

/** `POST /auth/sessions/revoke_others/`: signs out every session of the caller but this one. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<RevokedSessions>('/auth/sessions/revoke_others/', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
