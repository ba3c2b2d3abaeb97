import { type JoiningStatus, LIVE_RESERVATION_STATUSES, PAID_STATUSES } from './statuses';

/**
 * Live progress (issue 18): an open offering page hears the offering's progress as it changes, by Server-Sent Events
 * on `GET /icoportal/icoprogress/{id}/events/`. Every event is the `offeringProgressSchema` answer of icoprogress.
 */

/** The event's name on the stream (`event: progress`). */
export const PROGRESS_EVENT = 'progress';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream (most give up after 60 s). */
export const LIVE_HEARTBEAT_MS = 20_000;

/** The `retry:` advice: how long a browser waits before it reconnects a dropped stream. */
export const LIVE_RETRY_MS = 3_000;

/**
 * A process reads an offering's progress at most this often, however many changes it hears: a launch makes
 * hundreds of reservations a second, and the investors' pages need the latest state, not every step.
 */
export const LIVE_COALESCE_MS = 250;

/**
 * An open page whose stream fails this many times in a row (no event between) stops trying and reads the progress
 * every `PROGRESS_POLL_MS` instead, as before live progress.
 */
export const LIVE_FAILURES_BEFORE_POLLING = 3;
export const PROGRESS_POLL_MS = 60_000;

const live = (status: JoiningStatus) => (LIVE_RESERVATION_STATUSES as readonly JoiningStatus[]).includes(status);
const paid = (status: JoiningStatus) => (PAID_STATUSES as readonly JoiningStatus[]).includes(status);

/**
 * Whether a joining's status change can move its offering's progress: it starts or ends a reservation's hold on
 * the amount (sumReservated), or its payment (sumPayment). Steps within one of those sets change neither.
 */
export function changesProgress(from: JoiningStatus, to: JoiningStatus): boolean {
  return live(from) !== live(to) || paid(from) !== paid(to);
}

/** The fields of an offering's progress (`offeringProgressSchema`, each a decimal text), in the contract's order. */
export const PROGRESS_FIELDS = ['totalAmount', 'totalAmountToken', 'sumReservated', 'sumPayment', 'availableAmount'] as const;
export type ProgressFields = Record<(typeof PROGRESS_FIELDS)[number], string>;

/**
 * A progress event's data as the offering page reads it: the contract's fields, each a text, or undefined. Written
 * without zod so that the page's bundle carries no schema library for it (issue 18's budget); a domain test keeps the
 * field list equal to the schema's.
 */
export function readProgressEvent(data: string): ProgressFields | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  return PROGRESS_FIELDS.every((field) => typeof record[field] === 'string')
    ? (Object.fromEntries(PROGRESS_FIELDS.map((field) => [field, record[field]])) as ProgressFields)
    : undefined;
}
