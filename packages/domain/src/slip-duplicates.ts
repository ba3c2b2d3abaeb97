/**
 * Payment slips sent twice (issue 17): the rule the API applies on upload, under an advisory lock, against every slip
 * already stored. Pure, so the table test reads as the rule.
 */

/** A slip as the rule sees it: the joining it pays, the SHA-256 of the bytes as sent, the QR code's transaction reference. */
export type SlipFingerprint = {
  joiningId: number | null;
  receivedSha256: string | null;
  reference: string | null;
};

export type SlipRefusal = 'SLIP_ALREADY_SENT' | 'SLIP_REFERENCE_USED';

/**
 * Why a new slip is refused, or null when it may be stored:
 * - the same file (by its received bytes) was already sent, by anyone, for any joining: SLIP_ALREADY_SENT;
 * - its transaction reference was read on a slip of another joining (any investor's): SLIP_REFERENCE_USED.
 * The same reference on the same joining is accepted: a clearer picture of the same transfer, sent again when staff
 * asked for it (PAYMNENT_PENDING). A slip without a readable reference is only checked by its content.
 */
export function slipRefusal(slip: SlipFingerprint, onFile: readonly SlipFingerprint[]): SlipRefusal | null {
  if (slip.receivedSha256 && onFile.some((other) => other.receivedSha256 === slip.receivedSha256)) return 'SLIP_ALREADY_SENT';
  if (slip.reference && onFile.some((other) => other.reference === slip.reference && other.joiningId !== slip.joiningId)) {
    return 'SLIP_REFERENCE_USED';
  }
  return null;
}

/** Transaction references are printed in upper case; a payload's spaces or case never make a used one new. */
export const normaliseSlipReference = (reference: string): string => reference.trim().toUpperCase();
