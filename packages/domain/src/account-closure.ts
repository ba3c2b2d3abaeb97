import type { ErrorCode } from './errors';
import {
  JOINING_STATUSES,
  JOINING_TRANSITIONS,
  type JoiningStatus,
  PRE_RESERVATION_STATUSES,
  UNPAID_RESERVATION_STATUSES,
} from './statuses';

/**
 * An investor's request to close the account (PDPA; terms of use: "You may ask us to close your account at any time,
 * provided no reservation, payment or refund is in progress"). The request blocks the account at once; staff complete
 * it or refuse it; the data is then kept for the retention period of the anti-money-laundering law and deleted by a job.
 */
export const CLOSURE_STATUSES = ['PENDING', 'COMPLETED', 'REFUSED', 'DELETED'] as const;
export type ClosureStatus = (typeof CLOSURE_STATUSES)[number];

/** Where a closure row stands, from its dates (the table has no status column: each step writes its own date). */
export function closureStatus(row: {
  completedAt: Date | string | null;
  cancelledAt: Date | string | null;
  deletedAt: Date | string | null;
}): ClosureStatus {
  if (row.deletedAt) return 'DELETED';
  if (row.cancelledAt) return 'REFUSED';
  if (row.completedAt) return 'COMPLETED';
  return 'PENDING';
}

/**
 * Reservations still in progress: made (past the knowledge test and the agreement), and not settled. Settled are the
 * ends of the transition table (rejected, refunded, monitoring) and TRANSECTION_CONFIRMED, where the tokens have been
 * delivered: what remains (monitoring) is about the offering, not the investor's money.
 */
export const RESERVATION_IN_PROGRESS_STATUSES = [
  ...UNPAID_RESERVATION_STATUSES,
  'PAYMNENT_CONFIRMED',
  'CONTRACT_CONFIRMED',
  'FUNDING_FAIL',
  'REFUND_PROCESSING',
] as const satisfies readonly JoiningStatus[];

export const isReservationInProgress = (status: JoiningStatus): boolean =>
  (RESERVATION_IN_PROGRESS_STATUSES as readonly JoiningStatus[]).includes(status);

/** Statuses the transition table leads nowhere from (a joining there is over). */
export const FINAL_JOINING_STATUSES = JOINING_STATUSES.filter(
  (status) =>
    !JOINING_TRANSITIONS.some((t) => t.from === status) && !(PRE_RESERVATION_STATUSES as readonly JoiningStatus[]).includes(status),
);

/** The investor's request: investors only, one open request at a time, nothing in progress. */
export function closureRequestRefusal(facts: {
  isStaff: boolean;
  pending: boolean;
  reservationsInProgress: number;
}): ErrorCode | undefined {
  if (facts.isStaff) return 'FORBIDDEN';
  if (facts.pending) return 'CLOSURE_PENDING';
  if (facts.reservationsInProgress > 0) return 'RESERVATION_IN_PROGRESS';
  return undefined;
}

/** Staff complete a request only while it is pending and no reservation of the investor is in progress. */
export function closureCompletionRefusal(facts: { status: ClosureStatus; reservationsInProgress: number }): ErrorCode | undefined {
  if (facts.status !== 'PENDING') return 'STATUS_CONFLICT';
  if (facts.reservationsInProgress > 0) return 'RESERVATION_IN_PROGRESS';
  return undefined;
}

/** Staff refuse a request only while it is pending. */
export const closureRefusalRefusal = (status: ClosureStatus): ErrorCode | undefined =>
  status === 'PENDING' ? undefined : 'STATUS_CONFLICT';

/**
 * Thai Anti-Money Laundering Act B.E. 2542 (1999), section 22: customer identification and due-diligence records are
 * kept for five years from the day the account was closed or the relationship ended. The operator may keep them
 * longer (the server's AML_RETENTION_YEARS), never shorter.
 */
export const AML_RETENTION_YEARS = 5;

/** The day a closed account's data may be deleted: the completion plus the retention period, same time of day (UTC). */
export function deleteAfterOf(completedAt: Date, retentionYears: number): Date {
  const at = new Date(completedAt.getTime());
  // 29 February in a year that has none rolls over to 1 March: a day later, never earlier than the law's period.
  at.setUTCFullYear(at.getUTCFullYear() + retentionYears);
  return at;
}

/**
 * Staff change an investor's level by hand only while no closure holds the account: a pending request is refused or
 * completed first (the refusal restores the level), and a closed account stays blocked until it is deleted.
 */
export function levelChangeRefusal(open: ClosureStatus | undefined): ErrorCode | undefined {
  if (open === 'PENDING') return 'CLOSURE_PENDING';
  if (open === 'COMPLETED') return 'ACCOUNT_CLOSED';
  return undefined;
}

/** A closure reason the investor may give (optional). */
export const CLOSURE_REASON_MAX_LENGTH = 1000;
