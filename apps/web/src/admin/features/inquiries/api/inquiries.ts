import type { AdminInquiry, InquiryKind, InquiryReply, InquiryStatus, Page } from '@ico/domain/communication';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

export type InquiryFilters = { status: InquiryStatus | null; kind: InquiryKind | null; page: number };

/** `GET /admin/inquiries/?status=&kind=&page=`: the inbox, newest first, 25 a page. */
export const inquiriesQuery = (filters: InquiryFilters) =>
  queryOptions({
    queryKey: adminKeys.inquiryList(filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(filters.page) });
      if (filters.status) params.set('status', filters.status);
      if (filters.kind) params.set('kind', filters.kind);
      return api<Page<AdminInquiry>>(`/admin/inquiries/?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const useInquiries = (filters: InquiryFilters) => useQuery(inquiriesQuery(filters));

/** `GET /admin/inquiries/{id}/` (404 INQUIRY_NOT_EXIST). */
export const inquiryQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.inquiry(id),
    queryFn: ({ signal }) => api<AdminInquiry>(`/admin/inquiries/${encodeURIComponent(id)}/`, { signal }),
  });

export const useInquiry = (id: string) => useQuery(inquiryQuery(id));

/** `POST /admin/inquiries/{id}/reply/`: 409 STATUS_CONFLICT when someone answered first. */
export function useReplyInquiry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InquiryReply) =>
      api<AdminInquiry>(`/admin/inquiries/${encodeURIComponent(id)}/reply/`, { method: 'POST', json: input }),
    onSuccess: (inquiry) => queryClient.setQueryData(adminKeys.inquiry(id), inquiry),
    // Answered or not, the inbox and the audit log may have changed.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.inquiryLists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
