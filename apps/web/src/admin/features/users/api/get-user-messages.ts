import { listUserMessages } from '@ico/domain/contracts/messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** `GET /admin/users/{id}/messages/?page=`: the investor's inbox as they see it, with when each was read. */
export const userMessagesQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.userMessages(id, page),
    queryFn: ({ signal }) => call(listUserMessages, { params: { id }, query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useUserMessages = (id: string, page: number) => useQuery(userMessagesQuery(id, page));
