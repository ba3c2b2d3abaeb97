import { z } from 'zod';
import type { ErrorCode } from './errors';

/**
 * Receipt references (issue 16): `R<joining id>-XXXX-XXXX-XXXX-XXXX-XXXX`. The twenty characters are 100 bits of an
 * HMAC (the server's secret) over the joining, its amount and the time its payment was confirmed, written in
 * Crockford's base 32, so a reference cannot be guessed or made up, and any change to the paid facts breaks it. The
 * joining id in front lets the verifier find the payment without a table of references.
 */
export const RECEIPT_CODE_LENGTH = 20;
const CODE_BITS = RECEIPT_CODE_LENGTH * 5;
/** Crockford's base 32: no I, L, O or U, so a reference read aloud or typed from paper survives. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export type ReceiptReference = { joiningId: number; code: string };

/** The text the server signs: the facts a receipt states that must not change. */
export const receiptSignedText = (joiningId: number, amount: string, confirmedAtIso: string): string =>
  `siamico-receipt:v1:${joiningId}:${amount}:${confirmedAtIso}`;

/** The first 100 bits of a MAC as twenty base-32 characters. */
export function receiptCode(mac: Uint8Array): string {
  if (mac.length * 8 < CODE_BITS) throw new RangeError(`a receipt code needs ${CODE_BITS} bits`);
  let out = '';
  for (let i = 0; i < RECEIPT_CODE_LENGTH; i += 1) {
    let value = 0;
    for (let bit = i * 5; bit < i * 5 + 5; bit += 1) value = (value << 1) | (((mac[bit >> 3] ?? 0) >> (7 - (bit & 7))) & 1);
    out += ALPHABET[value];
  }
  return out;
}

/** `R42-ABCD-EFGH-JKMN-PQRS-TVWX`: groups of four, easy to read from paper. */
export function formatReceiptReference({ joiningId, code }: ReceiptReference): string {
  return `R${joiningId}-${(code.match(/.{1,4}/g) ?? []).join('-')}`;
}

/**
 * The reference someone typed or scanned, or null when it cannot be one. Case, and spaces or hyphens within the code,
 * do not matter, and the letters people confuse with digits (O, I, L) read as 0 and 1, as Crockford's base 32 intends.
 * The id must be followed by a hyphen or space: without it, where the id ends would be a guess.
 */
export function parseReceiptReference(input: string): ReceiptReference | null {
  const match = /^R([1-9]\d{0,9})[\s-]+([0-9A-Z][0-9A-Z\s-]*)$/.exec(input.trim().toUpperCase());
  if (!match?.[1] || !match[2]) return null;
  const code = match[2].replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== RECEIPT_CODE_LENGTH || [...code].some((c) => !ALPHABET.includes(c))) return null;
  const joiningId = Number(match[1]);
  if (joiningId > 2_147_483_647) return null;
  return { joiningId, code };
}

/** The path parameter of the verification endpoint: anything that is not a reference is simply not there (404). */
export const receiptReferenceParamSchema = (notFound: ErrorCode) =>
  z
    .string()
    .max(64)
    .transform((value, ctx) => {
      const reference = parseReceiptReference(value);
      if (reference) return reference;
      ctx.addIssue({ code: 'custom', message: notFound });
      return z.NEVER;
    });

/**
 * A name as the public verification page shows it: the first letter of each part, the rest hidden
 * ('Somchai Jaidee' -> 'S****** J*****'), enough to compare with the paper, too little to find the person.
 */
export function maskPersonName(...parts: readonly string[]): string {
  return parts
    .flatMap((part) => part.trim().split(/\s+/))
    .filter((word) => word.length > 0)
    .map((word) => {
      const letters = [...word];
      return `${letters[0]}${'*'.repeat(Math.min(letters.length - 1, 8))}`;
    })
    .join(' ');
}
