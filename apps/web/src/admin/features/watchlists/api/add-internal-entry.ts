import type { InternalEditAnswer } from '@ico/domain/contracts/watchlists';
import type { InternalEntryInput } from '@ico/domain/watchlists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshAfterEdit } from './refresh-after-edit';

/** `POST /admin/watchlists/internal/entries/` (409 WATCHLIST_ENTRY_EXISTS for a reference listed now): a release. */
export function useAddInternalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InternalEntryInput) =>
      api<InternalEditAnswer>('/admin/watchlists/internal/entries/', { method: 'POST', json: input }),
    onSuccess: () => refreshAfterEdit(queryClient),
  });
}
