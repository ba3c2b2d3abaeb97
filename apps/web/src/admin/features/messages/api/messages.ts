import type { Campaign, MessageAudience, MessageCompose, Page } from '@ico/domain/communication';
import type { recipientCountSchema } from '@ico/domain/contracts/messages';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** `GET /admin/messages/?page=`: the staff messages sent, newest first, 25 a page. */
export const messagesQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.messageList(page),
    queryFn: ({ signal }) => api<Page<Campaign>>(`/admin/messages/?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useMessages = (page: number) => useQuery(messagesQuery(page));

/** `POST /admin/messages/preview/`: how many investors an audience reaches now. */
export const previewAudience = (audience: MessageAudience, signal?: AbortSignal) =>
  api<z.infer<typeof recipientCountSchema>>('/admin/messages/preview/', { method: 'POST', json: { audience }, signal });

/** The live recipient count; off while the audience is incomplete (null). */
export const useAudiencePreview = (audience: MessageAudience | null) =>
  useQuery({
    queryKey: adminKeys.messagePreview(audience),
    queryFn: ({ signal }) => previewAudience(audience as MessageAudience, signal),
    enabled: audience !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** `POST /admin/messages/`: one message per recipient, each mailed (400 NO_RECIPIENTS, 404 USER_NOT_EXIST). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageCompose) => api<Campaign>('/admin/messages/', { method: 'POST', json: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.messages() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.allUserMessages() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
