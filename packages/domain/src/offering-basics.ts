/**
 * The offering rules that need no money math: statuses, their colours and times, the card summary. A module of
 * its own so that the web app's lists do not load the decimal library; `./offering` re-exports them all.
 */
import { SUMMARY_PREVIEW_LENGTH } from './constants';

export const OFFERING_STATUSES = ['PRE_ICO', 'NOW_ICO', 'POST_ICO'] as const;
export type OfferingStatus = (typeof OFFERING_STATUSES)[number];

export const OFFERING_STATUS_COLOR: Record<OfferingStatus, 'yellow' | 'green' | 'blue'> = {
  PRE_ICO: 'yellow',
  NOW_ICO: 'green',
  POST_ICO: 'blue',
};

/**
 * What is true of an offering once it has closed (POST_ICO), from its counter and its confirmed payments: every
 * token sold (paid up to the total), part of the total raised (some paid, the total not reached), reservations
 * whose payment is not confirmed (none paid yet), or no reservations at all.
 */
export const CLOSED_OUTCOMES = ['SOLD_OUT', 'PARTLY_RAISED', 'UNPAID_RESERVATIONS', 'NO_RESERVATIONS'] as const;
export type ClosedOutcome = (typeof CLOSED_OUTCOMES)[number];

/** PRE_ICO before the start, NOW_ICO until the finish, POST_ICO after. */
export function offeringStatus(startAt: Date, finishAt: Date, now: Date): OfferingStatus {
  if (now < startAt) return 'PRE_ICO';
  if (now < finishAt) return 'NOW_ICO';
  return 'POST_ICO';
}

/** Available until finish_at passes. */
export const isOfferingAvailable = (finishAt: Date, now: Date): boolean => now < finishAt;

/** Reservations are taken only between start and finish. */
export const isOfferingOpen = (startAt: Date, finishAt: Date, now: Date): boolean => offeringStatus(startAt, finishAt, now) === 'NOW_ICO';

/** The card summary: the first 130 characters and an ellipsis when longer. */
export function summaryPreview(summary: string): string {
  const chars = Array.from(summary);
  return chars.length > SUMMARY_PREVIEW_LENGTH ? `${chars.slice(0, SUMMARY_PREVIEW_LENGTH).join('')}...` : summary;
}
