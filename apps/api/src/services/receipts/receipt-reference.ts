import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { formatReceiptReference, type ReceiptReference, receiptCode, receiptSignedText } from '@ico/domain/receipts';

export type PaidFacts = { joiningId: number; amount: string; confirmedAt: Date };

/** A key of its own, derived from the server secret: a receipt code never doubles as anything else the secret signs. */
const keyOf = (serverSecret: string): Buffer => Buffer.from(hkdfSync('sha256', serverSecret, 'ico-portal', 'receipt-reference', 32));

const codeOf = (serverSecret: string, facts: PaidFacts): string =>
  receiptCode(
    createHmac('sha256', keyOf(serverSecret))
      .update(receiptSignedText(facts.joiningId, facts.amount, facts.confirmedAt.toISOString()))
      .digest(),
  );

/** The printed reference of a confirmed payment. */
export const receiptReferenceOf = (serverSecret: string, facts: PaidFacts): string =>
  formatReceiptReference({ joiningId: facts.joiningId, code: codeOf(serverSecret, facts) });

/** Whether a parsed reference is the one this payment's receipt carries (compared in constant time). */
export function referenceMatches(serverSecret: string, reference: ReceiptReference, facts: PaidFacts): boolean {
  if (reference.joiningId !== facts.joiningId) return false;
  return timingSafeEqual(Buffer.from(reference.code), Buffer.from(codeOf(serverSecret, facts)));
}
