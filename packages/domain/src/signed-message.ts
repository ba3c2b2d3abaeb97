import { signMessageSchema } from './sign-message';

/** What an investor pasted from a signing tool, split into the join form's fields. */
export type SignedMessage = { signature: string; address?: string; message?: string; version?: string };

const HEX_SIGNATURE = /^[0-9a-fA-F]{130}$/;

/**
 * Signing tools answer a signed message as JSON. MyEtherWallet's "Sign Message" writes
 * `{"address": "0x…", "msg": "…", "sig": "0x…", "version": "3", "signer": "MEW"}` (version 3: EIP-191
 * personal_sign), MyCrypto and older MyEtherWallet the same with version "2"; other tools say `signature` and
 * `message`. When the investor pastes the whole answer into the signature field, its parts go to their fields.
 * Anything that is not such an object (a bare signature, broken JSON) is `undefined`: the field keeps what was typed.
 * A message that is not three words is left out (the form keeps its own), and a signature's missing 0x is added.
 */
export function parseSignedMessage(text: string): SignedMessage | undefined {
  // Phones' keyboards and notes apps turn straight quotes into typographic ones.
  const trimmed = text.trim().replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"');
  if (!trimmed.startsWith('{')) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const field = (...keys: string[]): string | undefined => {
    for (const key of keys) {
      const item = record[key];
      if ((typeof item === 'string' || typeof item === 'number') && String(item).trim() !== '') return String(item).trim();
    }
    return undefined;
  };
  const rawSignature = field('sig', 'signature');
  if (!rawSignature) return undefined;
  const message = field('msg', 'message');
  return {
    signature: HEX_SIGNATURE.test(rawSignature) ? `0x${rawSignature}` : rawSignature,
    address: field('address'),
    message: message && signMessageSchema.safeParse(message).success ? message : undefined,
    version: field('version'),
  };
}
