/**
 * Two-factor recovery codes: ten per user, shown once when two-factor is turned on (or the codes are made again),
 * each accepted once wherever a one-time code is asked. A code is 16 characters of Crockford's base32 (80 bits),
 * shown in four groups of four (`7K2M-9QXD-4HZT-1WEB`); people may type it in any case, with or without the dashes.
 */
export const RECOVERY_CODE_COUNT = 10;

/** Crockford's base32 alphabet: no I, L, O or U, so nothing is misread. */
export const RECOVERY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECOVERY_CODE_LENGTH = 16;

/**
 * The canonical form of a typed recovery code (upper case, no separators, the look-alikes I, L and O read as 1, 1
 * and 0), or null when it cannot be one. A six-digit one-time code is never a recovery code.
 */
export function normalizeRecoveryCode(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (compact.length !== RECOVERY_CODE_LENGTH) return null;
  for (const char of compact) if (!RECOVERY_CODE_ALPHABET.includes(char)) return null;
  return compact;
}

/** A canonical code as people read it: four groups of four. */
export const formatRecoveryCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

/** Bytes of randomness a code is made of: one character from each byte's low five bits (32 letters, no bias). */
export const RECOVERY_CODE_BYTES = RECOVERY_CODE_LENGTH;

/**
 * A canonical code from `RECOVERY_CODE_BYTES` random bytes (the server draws them with node:crypto). The alphabet has
 * 32 letters, so `byte % 32` gives each letter the same chance.
 */
export function recoveryCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== RECOVERY_CODE_BYTES) throw new Error(`a recovery code needs ${RECOVERY_CODE_BYTES} random bytes`);
  return Array.from(bytes, (byte) => RECOVERY_CODE_ALPHABET[byte % RECOVERY_CODE_ALPHABET.length]).join('');
}

/** At this many unused codes or fewer, the profile and the two-factor page warn that it is time to make new ones. */
export const RECOVERY_CODES_LOW = 3;

/** Whether the investor should make new codes soon (two-factor on and few codes left). */
export const recoveryCodesRunLow = (remaining: number): boolean => remaining <= RECOVERY_CODES_LOW;
