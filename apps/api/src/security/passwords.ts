import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with OWASP's parameters: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** Verifies against a stored hash; a malformed hash is a mismatch, never an exception. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when the username is unknown, so the answer time does not tell
 * which usernames exist.
 */
export async function spendVerificationTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-Aa1!');
  await verifyPassword(await dummyHash, password);
}
