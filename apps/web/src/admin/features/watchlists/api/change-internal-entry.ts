import { changeInternalEntry, type InternalEntryInput } from '@ico/domain/contracts/watchlists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshAfterEdit } from './refresh-after-edit';

/** `changeInternalEntry`: a release, or nothing when the content is the same. */
export function useChangeInternalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: InternalEntryInput }) => call(changeInternalEntry, { params: { id }, body: input }),
    onSuccess: () => refreshAfterEdit(queryClient),
  });
}
