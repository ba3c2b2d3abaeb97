import type { InternalEditAnswer } from '@ico/domain/contracts/watchlists';
import type { InternalEntryInput } from '@ico/domain/watchlists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshAfterEdit } from './refresh-after-edit';

/** `PUT /admin/watchlists/internal/entries/{id}/`: a release, or nothing when the content is the same. */
export function useChangeInternalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: InternalEntryInput }) =>
      api<InternalEditAnswer>(`/admin/watchlists/internal/entries/${id}/`, { method: 'PUT', json: input }),
    onSuccess: () => refreshAfterEdit(queryClient),
  });
}
