import { addInternalEntry, type InternalEntryInput } from '@ico/domain/contracts/watchlists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshAfterEdit } from './refresh-after-edit';

/** `addInternalEntry` (409 WATCHLIST_ENTRY_EXISTS for a reference listed now): a release. */
export function useAddInternalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InternalEntryInput) => call(addInternalEntry, { body: input }),
    onSuccess: () => refreshAfterEdit(queryClient),
  });
}
