import type { InternalEditAnswer } from '@ico/domain/contracts/watchlists';
import type { RemovalReason } from '@ico/domain/watchlists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshAfterEdit } from './refresh-after-edit';

/** `POST /admin/watchlists/internal/entries/{id}/removal/`: a release; the entry's row stays for the cases naming it. */
export function useRemoveInternalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: RemovalReason }) =>
      api<InternalEditAnswer>(`/admin/watchlists/internal/entries/${id}/removal/`, { method: 'POST', json: input }),
    onSuccess: () => refreshAfterEdit(queryClient),
  });
}
