import type { RefundReason, RefundStatus } from '@ico/domain/reconciliation';
import type { TextKey } from '../i18n/text-key';

/** Why money goes back, in plain words (common catalogue): the investor's joining page and the back office. */
export const REFUND_REASON_KEY: Record<RefundReason, TextKey<'common'>> = {
  UNMATCHED_CREDIT: 'refundReason.UNMATCHED_CREDIT',
  EXCESS_PAYMENT: 'refundReason.EXCESS_PAYMENT',
  LATE_PAYMENT: 'refundReason.LATE_PAYMENT',
  CANCELLED_RESERVATION: 'refundReason.CANCELLED_RESERVATION',
  FUNDING_FAIL: 'refundReason.FUNDING_FAIL',
};

/** The same reasons as staff name them (the back office's lists, forms and approvals). */
export const REFUND_REASON_STAFF_KEY: Record<RefundReason, TextKey<'common'>> = {
  UNMATCHED_CREDIT: 'refundReasonStaff.UNMATCHED_CREDIT',
  EXCESS_PAYMENT: 'refundReasonStaff.EXCESS_PAYMENT',
  LATE_PAYMENT: 'refundReasonStaff.LATE_PAYMENT',
  CANCELLED_RESERVATION: 'refundReasonStaff.CANCELLED_RESERVATION',
  FUNDING_FAIL: 'refundReasonStaff.FUNDING_FAIL',
};

export const REFUND_STATUS_KEY: Record<RefundStatus, TextKey<'common'>> = {
  REFUND_PROCESSING: 'refundStatus.REFUND_PROCESSING',
  REFUND_DONE: 'refundStatus.REFUND_DONE',
};

export const REFUND_STATUS_COLOR: Record<RefundStatus, string> = { REFUND_PROCESSING: 'yellow.9', REFUND_DONE: 'green.9' };
