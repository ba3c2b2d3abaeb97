import type { AdminUserMessage, Page } from '@ico/domain/communication';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** `GET /admin/users/{id}/messages/?page=`: the investor's inbox as they see it, with when each was read. */
export const userMessagesQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.userMessages(id, page),
    queryFn: ({ signal }) => api<Page<AdminUserMessage>>(`/admin/users/${encodeURIComponent(id)}/messages/?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useUserMessages = (id: string, page: number) => useQuery(userMessagesQuery(id, page));
