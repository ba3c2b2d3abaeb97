import Decimal from 'decimal.js';
import { z } from 'zod';
import { REFUND_REASONS, type RefundReason } from './reconciliation';
import { type JoiningStatus, PAID_STATUSES } from './statuses';

/**
 * Refund cases (issue 17 item 4): money going back to an investor's approved bank account, opened and done each
 * through a second staff member's approval (four-eyes.ts `refund.open`, `refund.complete`). The rules are here once;
 * the API, the back office's form and the tests import them.
 */

const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_DOWN });

/** The largest refund one case may carry (a bank statement's numeric(20, 2) holds far more; no transfer is this big). */
export const REFUND_AMOUNT_MAX = '1000000000.00';

/** Baht with satang: digits, at most two decimals, more than zero. A string always (a JSON number is refused). */
export const refundAmountSchema = z
  .string({ error: 'AMOUNT_REQUIRED' })
  .trim()
  .min(1, { error: 'AMOUNT_REQUIRED', abort: true })
  .regex(/^\d{1,10}(\.\d{1,2})?$/, { error: 'AMOUNT_DECIMALS', abort: true })
  .refine((v) => new D(v).gt(0), { error: 'AMOUNT_POSITIVE', abort: true })
  .refine((v) => new D(v).lte(REFUND_AMOUNT_MAX), { error: 'AMOUNT_TOO_LARGE', abort: true })
  .transform((v) => new D(v).toFixed(2));

/** What the reason rules read of a joining: its status, whether the system cancelled it for non-payment, and the credit. */
export type RefundSituation = {
  status: JoiningStatus;
  /** RESERVATION_REJECTED by the payment-deadline job (no slip in time), not by staff. */
  cancelledForNonPayment: boolean;
  /** The refund returns a bank statement credit. */
  fromCredit: boolean;
};

/**
 * Whether `reason` fits the joining: FUNDING_FAIL only for a joining at FUNDING_FAIL; CANCELLED_RESERVATION for a
 * rejected reservation; LATE_PAYMENT for one the system cancelled for non-payment; EXCESS_PAYMENT for a paid one;
 * UNMATCHED_CREDIT only with a credit (staff name the investor it came from, any joining of theirs).
 */
export function refundReasonFits(reason: RefundReason, s: RefundSituation): boolean {
  switch (reason) {
    case 'FUNDING_FAIL':
      return s.status === 'FUNDING_FAIL';
    case 'CANCELLED_RESERVATION':
      return s.status === 'RESERVATION_REJECTED';
    case 'LATE_PAYMENT':
      return s.status === 'RESERVATION_REJECTED' && s.cancelledForNonPayment;
    case 'EXCESS_PAYMENT':
      return (PAID_STATUSES as readonly JoiningStatus[]).includes(s.status);
    case 'UNMATCHED_CREDIT':
      return s.fromCredit;
  }
}

/** The reasons that fit a joining, in the list's order (the form offers these). */
export const fittingRefundReasons = (s: RefundSituation): RefundReason[] => REFUND_REASONS.filter((r) => refundReasonFits(r, s));

/**
 * The most one refund may return: a credit's amount when it returns a credit (a credit is refunded once); otherwise
 * what the joining's investor paid (its amount) less what its other refund cases without a credit already return.
 * Never below zero.
 */
export function refundLimit(input: { creditAmount: string | null; paid: string | null; refundedWithoutCredit: readonly string[] }): string {
  if (input.creditAmount !== null) return new D(input.creditAmount).toFixed(2);
  const taken = input.refundedWithoutCredit.reduce((sum, v) => sum.plus(new D(v)), new D(0));
  const left = new D(input.paid ?? '0').minus(taken);
  return (left.gt(0) ? left : new D(0)).toFixed(2);
}

/** Whether `amount` is within `limit` (both decimal strings). */
export const withinRefundLimit = (amount: string, limit: string): boolean => new D(amount).lte(new D(limit));

/** An account number as the investor's messages and screens show it: only its last 4 digits. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  return `••••${digits.slice(-4)}`;
}
