import { type EndUserSessionsInput, endUserSessions } from '@ico/domain/contracts/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** `endUserSessions`: ends every session of the investor, writes `user.sessions.revoke`, mails them. */
export function useEndSessions(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndUserSessionsInput) => call(endUserSessions, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
  });
}
