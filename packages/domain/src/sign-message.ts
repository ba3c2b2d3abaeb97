import { wordlist } from '@scure/bip39/wordlists/english.js';
import { z } from 'zod';

/** The message an investor signs: three random words joined by hyphens (PRODUCT.md section 4). */
export const SIGN_MESSAGE_WORDS = 3;

export const signMessageSchema = z
  .string({ error: 'SIGN_MESSAGE_INVALID' })
  .regex(/^[a-z]+-[a-z]+-[a-z]+$/, { error: 'SIGN_MESSAGE_INVALID' });

/** `randomIndex(n)` must return a uniformly random integer in [0, n) from a secure source. */
export function createSignMessage(randomIndex: (n: number) => number): string {
  return Array.from({ length: SIGN_MESSAGE_WORDS }, () => wordlist[randomIndex(wordlist.length)]).join('-');
}
