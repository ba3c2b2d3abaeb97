import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionKeys } from '../../../resources/sessions';

/** `DELETE /auth/sessions/{id}/`: signs one of the caller's other devices out; the list then asks again. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/auth/sessions/${encodeURIComponent(id)}/`, { method: 'DELETE' }),
    // Whatever the answer (a 404 means it had already ended), the list shows what is left.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
