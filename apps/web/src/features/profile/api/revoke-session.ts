import { revokeSession } from '@ico/domain/contracts/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { sessionKeys } from '../../../resources/sessions';

/** `revokeSession`: signs one of the caller's other devices out; the list then asks again. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(revokeSession, { params: { id } }),
    // Whatever the answer (a 404 means it had already ended), the list shows what is left.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
