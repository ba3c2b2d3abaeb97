import { z } from 'zod';
import type { ErrorCode } from './errors';
import { requiredString } from './fields';
import type { IDENTITY_FILE_FIELDS } from './kyc-schemas';
import type { VerificationStatus } from './statuses';

/**
 * A two-factor reset for an investor who lost both the authenticator and the recovery codes: staff open it with a
 * reason, the investor sends a new selfie holding the ID card (or passport) through a mailed link, and staff who
 * screen identity documents approve it (two-factor off) or reject it (a new link with the reason).
 */

/** The mailed link works once, for this many days. */
export const MFA_RESET_LINK_DAYS = 7;

export const MFA_RESET_REASON_MAX_LENGTH = 500;

/** The one file the re-check takes: the selfie field of the identity files (the person holding the ID). */
export const MFA_RESET_SELFIE_FIELD = 'selfiePrivate' satisfies (typeof IDENTITY_FILE_FIELDS)['THAI'][number];

/**
 * The key a re-check selfie carries in its submission's data (the reset's id): it keeps the submission out of the
 * investor's identity item, its status and the screening queue of the verification items.
 */
export const MFA_RESET_DATA_KEY = 'mfaResetId';

export const MFA_RESET_STATES = ['awaitingSelfie', 'awaitingScreening', 'awaitingSecondApproval', 'completed', 'cancelled'] as const;
export type MfaResetState = (typeof MFA_RESET_STATES)[number];

/**
 * Where a reset stands: closed (completed or cancelled), or open and waiting for a selfie, for its screening, or (an
 * account with money in progress) for the second staff member after a first approval.
 */
export function mfaResetState(reset: {
  completedAt: unknown;
  cancelledAt: unknown;
  /** When a first staff member approved the selfie of an account that needs two approvals, else null. */
  firstApprovedAt: unknown;
  /** The status of the newest selfie sent for it, null before the first. */
  selfieStatus: VerificationStatus | null;
}): MfaResetState {
  if (reset.completedAt) return 'completed';
  if (reset.cancelledAt) return 'cancelled';
  if (reset.selfieStatus !== 'NEED_TO_SCREENING') return 'awaitingSelfie';
  return reset.firstApprovedAt ? 'awaitingSecondApproval' : 'awaitingScreening';
}

export const isOpenMfaReset = (state: MfaResetState): boolean =>
  state === 'awaitingSelfie' || state === 'awaitingScreening' || state === 'awaitingSecondApproval';

/**
 * A new selfie as close as this to a picture the account sent before (the Hamming distance of their 64-bit difference
 * hashes) is a copy: a re-encoded, resized, slightly cropped, mirrored or turned download of the stored picture lands
 * under it, another photo well over it (measured in decision 0029).
 */
export const SELFIE_COPY_MAX_DISTANCE = 10;

/** What a new selfie was found to copy: a picture the account sent before, and how close (0: the same picture). */
export type SelfieCopy = { fileId: string; distance: number };

/**
 * Why this staff member may not take this step on the reset's selfie, or null. The person who opened the reset never
 * decides it (the call that asked for it may have been the thief's); a selfie that copies a stored picture is never
 * approved; an account with money in progress needs a second approver, different from the first.
 */
export function mfaResetDecisionRefusal(d: {
  decision: MfaResetDecision;
  actorId: number;
  openedBy: number | null;
  firstApprovedBy: number | null;
  copyFlagged: boolean;
}): ErrorCode | null {
  if (d.openedBy !== null && d.openedBy === d.actorId) return 'MFA_RESET_OWN_REQUEST';
  if (d.decision === 'reject') return null;
  if (d.copyFlagged) return 'MFA_RESET_SELFIE_COPY';
  if (d.firstApprovedBy !== null && d.firstApprovedBy === d.actorId) return 'MFA_RESET_SECOND_APPROVER';
  return null;
}

/**
 * Why staff may not open a reset for this account, or null: staff accounts are reset by the operator's command on
 * the server host, a reset needs two-factor on, and one reset at a time.
 */
export function mfaResetRefusal(account: { role: string | null; mfaEnabled: boolean; hasOpenReset: boolean }): ErrorCode | null {
  if (account.role !== null) return 'MFA_RESET_STAFF';
  if (!account.mfaEnabled) return 'MFA_NOT_ENABLED';
  if (account.hasOpenReset) return 'MFA_RESET_OPEN';
  return null;
}

/** Why staff open a reset (the inquiry, the call), kept in the audit log; why they reject a selfie. */
export const mfaResetReasonFieldSchema = requiredString('REASON_REQUIRED').max(MFA_RESET_REASON_MAX_LENGTH, { error: 'TEXT_TOO_LONG' });

export const MFA_RESET_DECISIONS = ['approve', 'reject'] as const;
export type MfaResetDecision = (typeof MFA_RESET_DECISIONS)[number];

/** The reason field of the open form alone (the form knows the investor). */
export const mfaResetReasonSchema = z.object({ reason: mfaResetReasonFieldSchema });
