import type { EndUserSessionsInput, RevokedSessions } from '@ico/domain/contracts/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** `POST /admin/users/{id}/sessions/revoke/`: ends every session of the investor, writes `user.sessions.revoke`, mails them. */
export function useEndSessions(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndUserSessionsInput) =>
      api<RevokedSessions>(`/admin/users/${encodeURIComponent(id)}/sessions/revoke/`, { json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
  });
}
