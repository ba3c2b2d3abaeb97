import type { MessageAudience, MessageCompose } from '@ico/domain/communication';
import { countRecipients, listCampaigns, sendCampaign } from '@ico/domain/contracts/messages';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** `GET /admin/messages/?page=`: the staff messages sent, newest first, 25 a page. */
export const messagesQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.messageList(page),
    queryFn: ({ signal }) => call(listCampaigns, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useMessages = (page: number) => useQuery(messagesQuery(page));

/** `POST /admin/messages/preview/`: how many investors an audience reaches now. */
export const previewAudience = (audience: MessageAudience, signal?: AbortSignal) =>
  call(countRecipients, { body: { audience } }, { signal });

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
    mutationFn: (input: MessageCompose) => call(sendCampaign, { body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.messages() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.allUserMessages() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
