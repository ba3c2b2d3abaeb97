import type { InboxMessage } from '@ico/domain/communication';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unreadCountsQueryKey } from '../../../components/layout/unread-counts';
import { api } from '../../../lib/api-client';
import { messagesQueryKey } from './get-messages';

/** `POST /forum/messages/{id}/`: opening a message marks it read; the list and the header badge then ask again. */
export function useOpenMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<InboxMessage>(`/forum/messages/${id}/`, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
        queryClient.invalidateQueries({ queryKey: unreadCountsQueryKey }),
      ]),
  });
}
