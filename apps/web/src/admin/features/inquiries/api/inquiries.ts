import type { InquiryKind, InquiryReply, InquiryStatus } from '@ico/domain/communication';
import { getInquiry, listInquiries, replyToInquiry } from '@ico/domain/contracts/inquiries';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

export type InquiryFilters = { status: InquiryStatus | null; kind: InquiryKind | null; page: number };

/** `GET /admin/inquiries/?status=&kind=&page=`: the inbox, newest first, 25 a page. */
export const inquiriesQuery = (filters: InquiryFilters) =>
  queryOptions({
    queryKey: adminKeys.inquiryList(filters),
    queryFn: ({ signal }) =>
      call(
        listInquiries,
        { query: { page: filters.page, status: filters.status ?? undefined, kind: filters.kind ?? undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useInquiries = (filters: InquiryFilters) => useQuery(inquiriesQuery(filters));

/** `GET /admin/inquiries/{id}/` (404 INQUIRY_NOT_EXIST). */
export const inquiryQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.inquiry(id),
    queryFn: ({ signal }) => call(getInquiry, { params: { id } }, { signal }),
  });

export const useInquiry = (id: string) => useQuery(inquiryQuery(id));

/** `POST /admin/inquiries/{id}/reply/`: 409 STATUS_CONFLICT when someone answered first. */
export function useReplyInquiry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InquiryReply) => call(replyToInquiry, { params: { id }, body: input }),
    onSuccess: (inquiry) => queryClient.setQueryData(adminKeys.inquiry(id), inquiry),
    // Answered or not, the inbox and the audit log may have changed.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.inquiryLists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
