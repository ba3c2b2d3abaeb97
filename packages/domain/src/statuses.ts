import type { Individual } from './options';
/** Statuses of spec section 4 with their colours, badge kinds and the joining transition table. */

export type StatusColor = 'red' | 'yellow' | 'green' | 'black' | 'blue';

export const USER_LEVELS = ['VIEWER_LEVEL', 'RETAIL_INVESTOR_LEVEL', 'PROFESSIONAL_INVESTOR_LEVEL', 'BLOCKED_LEVEL'] as const;
export type UserLevel = (typeof USER_LEVELS)[number];

export const USER_LEVEL_COLOR: Record<UserLevel, StatusColor> = {
  VIEWER_LEVEL: 'red',
  RETAIL_INVESTOR_LEVEL: 'green',
  PROFESSIONAL_INVESTOR_LEVEL: 'green',
  BLOCKED_LEVEL: 'black',
};

/** Levels that may reserve at all; each offering narrows this further. */
export const INVESTOR_LEVELS = ['RETAIL_INVESTOR_LEVEL', 'PROFESSIONAL_INVESTOR_LEVEL'] as const satisfies readonly UserLevel[];
export type InvestorLevel = (typeof INVESTOR_LEVELS)[number];

/** May an account of `level` reserve in an offering open to `allowedLevels` (viewers and blocked accounts never). */
export const isLevelAllowed = (level: UserLevel, allowedLevels: readonly UserLevel[]): boolean => allowedLevels.includes(level);

export const VERIFICATION_STATUSES = ['NEED_TO_SUBMIT', 'NEED_TO_SCREENING', 'DONE', 'REJECT'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const VERIFICATION_STATUS_COLOR: Record<VerificationStatus, StatusColor> = {
  NEED_TO_SUBMIT: 'red',
  NEED_TO_SCREENING: 'yellow',
  DONE: 'green',
  REJECT: 'black',
};

/** The items a user verifies, each with its own VerificationStatus. */
export const VERIFICATION_ITEMS = ['detailInfo', 'selfieFile', 'bankFile', 'suitabilityTest', 'companyFile'] as const;
export type VerificationItem = (typeof VERIFICATION_ITEMS)[number];

/** Items staff screen (the suitability test is scored by the server). */
export const SCREENED_ITEMS = ['detailInfo', 'selfieFile', 'bankFile', 'companyFile'] as const satisfies readonly VerificationItem[];
export type ScreenedItem = (typeof SCREENED_ITEMS)[number];

/** Items that may be edited again after approval (spec: edit link only at DONE). */
export const EDITABLE_WHEN_DONE = ['detailInfo', 'selfieFile', 'bankFile'] as const satisfies readonly VerificationItem[];

/** A form accepts a submission only while its item needs one. */
export const canSubmitItem = (status: VerificationStatus): boolean => status === 'NEED_TO_SUBMIT';

/** Staff screening decisions and the status each leads to. */
export const SCREENING_DECISIONS = {
  approve: 'DONE',
  reject: 'REJECT',
  returnForResubmission: 'NEED_TO_SUBMIT',
} as const satisfies Record<string, VerificationStatus>;

/** PRODUCT.md section 4: these DONE (and the suitability test done) make a viewer a retail investor. */
export const ITEMS_FOR_RETAIL_LEVEL = [
  'detailInfo',
  'selfieFile',
  'bankFile',
  'suitabilityTest',
] as const satisfies readonly VerificationItem[];

/**
 * The items that must be DONE before an account is a retail investor, in the order the screens take them: a corporate
 * investor also needs the company file approved (issue 16: no retail level on an unapproved company file).
 */
export function itemsForRetail(individual: Individual): VerificationItem[] {
  return individual === 'corporate' ? [...ITEMS_FOR_RETAIL_LEVEL, 'companyFile'] : [...ITEMS_FOR_RETAIL_LEVEL];
}

export function qualifiesForRetail(individual: Individual, statuses: Readonly<Record<VerificationItem, VerificationStatus>>): boolean {
  return itemsForRetail(individual).every((item) => statuses[item] === 'DONE');
}

export const JOINING_STATUSES = [
  'KNOWLEDGETEST_PASSED',
  'AGREEMENT_CHECKED',
  'RESERVATION_SCREENING',
  'RESERVATION_PENDING',
  'RESERVATION_CONFIRMED',
  'RESERVATION_REJECTED',
  'WAITING_FOR_PAYMENT',
  'PAYMNENT_SCREENING',
  'PAYMNENT_PENDING',
  'PAYMNENT_CONFIRMED',
  'CONTRACT_CONFIRMED',
  'TRANSECTION_CONFIRMED',
  'REFUND_PROCESSING',
  'REFUND_DONE',
  'FUNDING_FAIL',
  'MONITORING_MODE',
] as const;
export type JoiningStatus = (typeof JOINING_STATUSES)[number];

export type BadgeKind = 'inProgress' | 'success' | 'error' | 'neutral';

export const JOINING_BADGE: Record<JoiningStatus, BadgeKind> = {
  KNOWLEDGETEST_PASSED: 'neutral',
  AGREEMENT_CHECKED: 'neutral',
  RESERVATION_SCREENING: 'inProgress',
  RESERVATION_PENDING: 'inProgress',
  RESERVATION_CONFIRMED: 'inProgress',
  RESERVATION_REJECTED: 'inProgress',
  WAITING_FOR_PAYMENT: 'inProgress',
  PAYMNENT_SCREENING: 'inProgress',
  PAYMNENT_PENDING: 'inProgress',
  PAYMNENT_CONFIRMED: 'success',
  CONTRACT_CONFIRMED: 'success',
  TRANSECTION_CONFIRMED: 'success',
  REFUND_PROCESSING: 'inProgress',
  REFUND_DONE: 'success',
  FUNDING_FAIL: 'error',
  MONITORING_MODE: 'neutral',
};

/** Steps before a reservation exists; the joinings list hides them. */
export const PRE_RESERVATION_STATUSES = ['KNOWLEDGETEST_PASSED', 'AGREEMENT_CHECKED'] as const satisfies readonly JoiningStatus[];

/**
 * Reservations holding an amount and not yet paid: their investors hear that an offering's payment details changed
 * (for new reservations only), and those not yet in their payment period keep the terms they reserved under.
 */
export const UNPAID_RESERVATION_STATUSES = [
  'RESERVATION_SCREENING',
  'RESERVATION_PENDING',
  'RESERVATION_CONFIRMED',
  'WAITING_FOR_PAYMENT',
  'PAYMNENT_SCREENING',
  'PAYMNENT_PENDING',
] as const satisfies readonly JoiningStatus[];

/** Reservations whose payment staff confirmed (sumPayment). */
export const PAID_STATUSES = [
  'PAYMNENT_CONFIRMED',
  'CONTRACT_CONFIRMED',
  'TRANSECTION_CONFIRMED',
  'MONITORING_MODE',
] as const satisfies readonly JoiningStatus[];

/** Reservations that hold part of the offering's amount (sumReservated): unpaid or paid. */
export const LIVE_RESERVATION_STATUSES = [...UNPAID_RESERVATION_STATUSES, ...PAID_STATUSES] as const satisfies readonly JoiningStatus[];

export type TransitionActor = 'investor' | 'staff' | 'system';
export type JoiningTransition = { from: JoiningStatus; to: JoiningStatus; by: TransitionActor };

/**
 * Every allowed joining status change (PRODUCT.md section 4). A reservation whose slip does not
 * arrive within the payment period is rejected by the system, which frees its amount.
 */
export const JOINING_TRANSITIONS: readonly JoiningTransition[] = [
  { from: 'KNOWLEDGETEST_PASSED', to: 'AGREEMENT_CHECKED', by: 'investor' },
  { from: 'AGREEMENT_CHECKED', to: 'RESERVATION_SCREENING', by: 'investor' },
  { from: 'AGREEMENT_CHECKED', to: 'WAITING_FOR_PAYMENT', by: 'investor' },
  { from: 'RESERVATION_SCREENING', to: 'RESERVATION_CONFIRMED', by: 'staff' },
  { from: 'RESERVATION_SCREENING', to: 'RESERVATION_PENDING', by: 'staff' },
  { from: 'RESERVATION_SCREENING', to: 'RESERVATION_REJECTED', by: 'staff' },
  { from: 'RESERVATION_PENDING', to: 'RESERVATION_CONFIRMED', by: 'staff' },
  { from: 'RESERVATION_PENDING', to: 'RESERVATION_REJECTED', by: 'staff' },
  { from: 'RESERVATION_CONFIRMED', to: 'WAITING_FOR_PAYMENT', by: 'staff' },
  { from: 'WAITING_FOR_PAYMENT', to: 'PAYMNENT_SCREENING', by: 'investor' },
  { from: 'WAITING_FOR_PAYMENT', to: 'RESERVATION_REJECTED', by: 'system' },
  { from: 'PAYMNENT_SCREENING', to: 'PAYMNENT_CONFIRMED', by: 'staff' },
  { from: 'PAYMNENT_SCREENING', to: 'PAYMNENT_PENDING', by: 'staff' },
  { from: 'PAYMNENT_PENDING', to: 'PAYMNENT_SCREENING', by: 'investor' },
  // Issue 17: staff attach a bank statement credit to the reservation (the money arrived, slip or not): the
  // reconciliation moves it to payment screening, where the confirmation is proposed with the credit as evidence.
  { from: 'WAITING_FOR_PAYMENT', to: 'PAYMNENT_SCREENING', by: 'system' },
  { from: 'PAYMNENT_PENDING', to: 'PAYMNENT_SCREENING', by: 'system' },
  { from: 'PAYMNENT_PENDING', to: 'RESERVATION_REJECTED', by: 'system' },
  { from: 'PAYMNENT_CONFIRMED', to: 'CONTRACT_CONFIRMED', by: 'staff' },
  { from: 'PAYMNENT_CONFIRMED', to: 'FUNDING_FAIL', by: 'staff' },
  { from: 'CONTRACT_CONFIRMED', to: 'TRANSECTION_CONFIRMED', by: 'staff' },
  { from: 'CONTRACT_CONFIRMED', to: 'FUNDING_FAIL', by: 'staff' },
  { from: 'TRANSECTION_CONFIRMED', to: 'MONITORING_MODE', by: 'staff' },
  { from: 'FUNDING_FAIL', to: 'REFUND_PROCESSING', by: 'staff' },
  { from: 'REFUND_PROCESSING', to: 'REFUND_DONE', by: 'staff' },
];

/** A joining begins at the passed knowledge test, created by the investor: the history's first row has no `from`. */
export const JOINING_START = { to: 'KNOWLEDGETEST_PASSED', by: 'investor' } as const satisfies Omit<JoiningTransition, 'from'>;

/** The transition table with its start: `from` null is a joining not yet created. */
export function canTransition(from: JoiningStatus | null, to: JoiningStatus, by: TransitionActor): boolean {
  if (from === null) return to === JOINING_START.to && by === JOINING_START.by;
  return JOINING_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by === by);
}

export function nextStatuses(from: JoiningStatus, by: TransitionActor): JoiningStatus[] {
  return JOINING_TRANSITIONS.filter((t) => t.from === from && t.by === by).map((t) => t.to);
}

/** Where a reservation goes when made: screened by staff, or straight to payment. */
export const reservationStatus = (screenedByStaff: boolean): JoiningStatus =>
  screenedByStaff ? 'RESERVATION_SCREENING' : 'WAITING_FOR_PAYMENT';

/** Statuses at which the investor may (re)send a payment slip. */
export const SLIP_UPLOAD_STATUSES = ['WAITING_FOR_PAYMENT', 'PAYMNENT_PENDING'] as const satisfies readonly JoiningStatus[];
