import { compareDecimals, type DecimalInput } from './money';

export {
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
