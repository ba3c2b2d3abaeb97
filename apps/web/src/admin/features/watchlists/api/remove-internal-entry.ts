import { type RemovalReason, removeInternalEntry } from '@ico/domain/contracts/watchlists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshAfterEdit } from './refresh-after-edit';

/** `removeInternalEntry`: a release; the entry's row stays for the cases naming it. */
export function useRemoveInternalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: RemovalReason }) => call(removeInternalEntry, { params: { id }, body: input }),
    onSuccess: () => refreshAfterEdit(queryClient),
  });
}
