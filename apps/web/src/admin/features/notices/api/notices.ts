import type { NoticeInput } from '@ico/domain/communication';
import { createNotice, deleteNotice, listNoticesForStaff, updateNotice } from '@ico/domain/contracts/notices';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** `GET /admin/notices/?page=`: every notice, newest first, 25 a page. */
export const noticesQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.noticeList(page),
    queryFn: ({ signal }) => call(listNoticesForStaff, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useNotices = (page: number) => useQuery(noticesQuery(page));

const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.notices() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
  ]);

/** `POST /admin/notices/` without an id, `PUT /admin/notices/{id}/` with one (404 NOTICE_NOT_EXIST). */
export function useSaveNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: NoticeInput }) =>
      id === null ? call(createNotice, { body: input }) : call(updateNotice, { params: { id }, body: input }),
    onSuccess: () => refresh(queryClient),
  });
}

/** `DELETE /admin/notices/{id}/`. */
export function useDeleteNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteNotice, { params: { id } }),
    onSuccess: () => refresh(queryClient),
  });
}
