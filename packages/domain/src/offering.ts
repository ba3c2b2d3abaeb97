import { compareDecimals, type DecimalInput } from './money';
import type { ClosedOutcome, OfferingStatus } from './offering-basics';

export {
  CLOSED_OUTCOMES,
  type ClosedOutcome,
  isOfferingAvailable,
  isOfferingOpen,
  OFFERING_STATUS_COLOR,
  OFFERING_STATUSES,
  type OfferingStatus,
  offeringStatus,
  summaryPreview,
} from './offering-basics';

/** 'All reserved' when the payments equal the total amount. */
export const isSoldOut = (sumPayment: DecimalInput, totalAmount: DecimalInput): boolean => compareDecimals(sumPayment, totalAmount) >= 0;

type ClosingFacts = { status: OfferingStatus; totalAmount: DecimalInput; sumReservated: DecimalInput; sumPayment: DecimalInput };

/** What a closed offering may truthfully say about itself (see CLOSED_OUTCOMES); null while it has not closed. */
export function closedOutcome({ status, totalAmount, sumReservated, sumPayment }: ClosingFacts): ClosedOutcome | null {
  if (status !== 'POST_ICO') return null;
  if (isSoldOut(sumPayment, totalAmount)) return 'SOLD_OUT';
  if (compareDecimals(sumPayment, 0) > 0) return 'PARTLY_RAISED';
  if (compareDecimals(sumReservated, 0) > 0) return 'UNPAID_RESERVATIONS';
  return 'NO_RESERVATIONS';
}
