import { z } from 'zod';
import { receiptReferenceParamSchema } from '../receipts';
import { idParamsSchema } from './path-ids';

/** GET /api/icoportal/joinings/:id/receipt/ (a PDF). */
export const getReceiptContract = { params: idParamsSchema('NO_JOINING_EXISTS') };

/** GET /api/icoportal/joinings/statement/ (a PDF): no input. */
export const getStatementContract = {};

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

/** GET /api/receipts/:reference/ (public, rate limited). */
export const verifyReceiptContract = {
  params: z.object({ reference: receiptReferenceParamSchema('RECEIPT_NOT_EXIST') }),
  response: { 200: receiptVerificationSchema },
};
