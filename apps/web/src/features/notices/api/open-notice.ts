import { readNotice } from '@ico/domain/contracts/notices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unreadCountsQueryKey } from '../../../components/layout/unread-counts';
import { call } from '../../../lib/api-client';
import { noticesQueryKey } from './get-notices';

/**
 * `POST /forum/notices/{id}/` (form `user`: the username, as the spec sends it; the server goes by the session):
 * marks the notice read for a member; the list and the header badge then ask again.
 */
export function useOpenNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, username }: { id: number; username: string }) => call(readNotice, { params: { id }, body: { user: username } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: noticesQueryKey }),
        queryClient.invalidateQueries({ queryKey: unreadCountsQueryKey }),
      ]),
  });
}
