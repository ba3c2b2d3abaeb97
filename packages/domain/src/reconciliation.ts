import type { JoiningStatus } from './statuses';

/**
 * Payment reconciliation (issue 17): slips read on upload, the operator account's bank statement matched with the
 * money each reservation promised, and refunds of what cannot be kept. Written once here; the API, the back office
 * and the tests import these lists.
 */

/** What reading a payment slip's QR code found (stored with the slip). */
export const SLIP_CHECKS = [
  /** A slip-verification payload was read: its sending bank and transaction reference are stored. */
  'READ',
  /** No QR code could be read on the picture or the PDF's first page: accepted, and flagged for staff. */
  'NO_CODE',
  /** A QR code was read but it is not a valid slip-verification payload (a PromptPay QR, a URL...): flagged. */
  'NOT_A_SLIP_CODE',
] as const;
export type SlipCheck = (typeof SLIP_CHECKS)[number];

/** Slip checks staff must look at before anything else. */
export const FLAGGED_SLIP_CHECKS = ['NO_CODE', 'NOT_A_SLIP_CODE'] as const satisfies readonly SlipCheck[];

/** The bank statement formats staff may import (CSV exports of the operator's account). */
export const STATEMENT_FORMATS = ['KBANK', 'SCB', 'GENERIC'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** The fields a generic statement's column mapping names (sender and reference are optional). */
export const STATEMENT_FIELDS = ['bookedAt', 'amount', 'reference', 'sender'] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];
export const REQUIRED_STATEMENT_FIELDS = ['bookedAt', 'amount'] as const satisfies readonly StatementField[];

/** At most this many bytes of CSV per import; at most this many credit rows. */
export const STATEMENT_MAX_BYTES = 2_500_000;
export const STATEMENT_MAX_ROWS = 20_000;

/**
 * How a credit on the statement met the open reservations, decided when it is imported:
 * - MATCHED: exactly one joining awaiting payment with this exact amount within its payment window, or whose slip
 *   carries this credit's reference;
 * - AMBIGUOUS: several such joinings; staff choose one;
 * - UNMATCHED: none;
 * - LATE: the joining it belongs to is no longer awaiting payment (cancelled, rejected, failed): the money goes back;
 * - EXCESS: the joining it belongs to is paid already, or the credit is more than the amount due: the rest goes back.
 */
export const CREDIT_MATCHES = ['MATCHED', 'AMBIGUOUS', 'UNMATCHED', 'LATE', 'EXCESS'] as const;
export type CreditMatch = (typeof CREDIT_MATCHES)[number];

/** Where a credit's handling stands (derived from its proposal and refund case; OPEN until staff act). */
export const CREDIT_STATES = ['OPEN', 'CONFIRMING', 'CONFIRMED', 'REFUNDING', 'REFUNDED'] as const;
export type CreditState = (typeof CREDIT_STATES)[number];

/** The joinings a credit may pay: those awaiting the investor's money (slip sent or not). */
export const AWAITING_PAYMENT_STATUSES = [
  'WAITING_FOR_PAYMENT',
  'PAYMNENT_SCREENING',
  'PAYMNENT_PENDING',
] as const satisfies readonly JoiningStatus[];

/**
 * A credit booked this long after a joining's payment deadline still matches it by amount (bank statements book
 * transfers late at night or the next morning); later credits are LATE.
 */
export const MATCH_GRACE_HOURS = 24;

/** Why money goes back to an investor. */
export const REFUND_REASONS = [
  /** A credit nobody's reservation explains; staff name the investor it came from. */
  'UNMATCHED_CREDIT',
  /** More than the amount due, or a second payment of a paid reservation. */
  'EXCESS_PAYMENT',
  /** Money that arrived after the reservation's payment period ended. */
  'LATE_PAYMENT',
  /** Money for a reservation that was cancelled or rejected. */
  'CANCELLED_RESERVATION',
  /** The offering failed to fund (FUNDING_FAIL): everything paid goes back. */
  'FUNDING_FAIL',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** A refund case's statuses, named as the joining statuses the spec gives refunds. */
export const REFUND_STATUSES = ['REFUND_PROCESSING', 'REFUND_DONE'] as const satisfies readonly JoiningStatus[];
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Credits and refund cases per page in the back office. */
export const RECONCILIATION_PAGE_SIZE = 50;
