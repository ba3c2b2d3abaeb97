import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The contract carries zod: loaded with the call, so the page a scanned QR code opens stays without a schema. */
const receiptContracts = () => import('@ico/domain/contracts/receipts');

/** `GET /receipts/{reference}/`: what a printed receipt's reference stands for (no sign-in). */
export const receiptVerificationQuery = (reference: string) =>
  queryOptions({
    queryKey: ['receiptVerification', reference],
    queryFn: async ({ signal }) => call((await receiptContracts()).verifyReceipt, { params: { reference } }, { auth: false, signal }),
    retry: false,
    staleTime: 60_000,
  });

export const useReceiptVerification = (reference: string) => useQuery(receiptVerificationQuery(reference));
