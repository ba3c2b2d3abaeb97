import type { ReceiptVerification } from '@ico/domain/contracts/receipts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /receipts/{reference}/`: what a printed receipt's reference stands for (no sign-in). */
export const receiptVerificationQuery = (reference: string) =>
  queryOptions({
    queryKey: ['receiptVerification', reference],
    queryFn: ({ signal }) => api<ReceiptVerification>(`/receipts/${encodeURIComponent(reference)}/`, { auth: false, signal }),
    retry: false,
    staleTime: 60_000,
  });

export const useReceiptVerification = (reference: string) => useQuery(receiptVerificationQuery(reference));
