import { z } from 'zod';
import { receiptReferenceParamSchema } from '../receipts';
import { endpoint } from './endpoint';
import { idParamsSchema } from './path-ids';

/** A PDF: no answer schema. */
export const getReceipt = endpoint({
  method: 'GET',
  path: '/icoportal/joinings/:id/receipt/',
  summary: 'The PDF receipt of my confirmed payment (English and Thai); 409 RECEIPT_NOT_AVAILABLE before it is confirmed',
  params: idParamsSchema('NO_JOINING_EXISTS'),
  errors: ['NO_JOINING_EXISTS', 'RECEIPT_NOT_AVAILABLE'],
});

/** A PDF, no input. */
export const getStatement = endpoint({
  method: 'GET',
  path: '/icoportal/joinings/statement/',
  summary: 'A PDF statement of all my reservations with the totals paid (English and Thai)',
});

/**
 * The answer of the public verification: only what a reader compares with the paper, the investor's name masked.
 * `refunded`: the payment was confirmed, and the money was later refunded (the offering failed).
 */
export const receiptVerificationSchema = z.object({
  reference: z.string(),
  offering: z.object({ tokenName: z.string(), ticker: z.string() }),
  amount: z.string(),
  confirmedAt: z.string(),
  investor: z.string(),
  refunded: z.boolean(),
});
export type ReceiptVerification = z.infer<typeof receiptVerificationSchema>;

/** Public, rate limited. */
export const verifyReceipt = endpoint({
  method: 'GET',
  path: '/receipts/:reference/',
  summary: 'Check a receipt reference: the offering, amount and confirmation date it stands for (404 RECEIPT_NOT_EXIST)',
  params: z.object({ reference: receiptReferenceParamSchema('RECEIPT_NOT_EXIST') }),
  response: { 200: receiptVerificationSchema },
  errors: ['RECEIPT_NOT_EXIST', 'TOO_MANY_REQUESTS'],
});
