import { readMessage } from '@ico/domain/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unreadCountsQueryKey } from '../../../components/layout/unread-counts';
import { call } from '../../../lib/api-client';
import { messagesQueryKey } from './get-messages';

/** `POST /forum/messages/{id}/`: opening a message marks it read; the list and the header badge then ask again. */
export function useOpenMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(readMessage, { params: { id }, body: {} }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
        queryClient.invalidateQueries({ queryKey: unreadCountsQueryKey }),
      ]),
  });
}
