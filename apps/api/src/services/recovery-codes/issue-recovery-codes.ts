import { randomBytes } from 'node:crypto';
import { formatRecoveryCode, RECOVERY_CODE_BYTES, RECOVERY_CODE_COUNT, recoveryCodeFromBytes } from '@ico/domain/recovery-codes';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { recoveryCode } from '../../db/schema';
import { hashToken } from '../../security/tokens';

/** Deletes every recovery code of a user (two-factor turned off, or a new set replaces them). */
export async function deleteRecoveryCodes(db: Database | Tx, userId: number): Promise<void> {
  await db.delete(recoveryCode).where(eq(recoveryCode.userId, userId));
}

/**
 * A new set of recovery codes for a user, in place of any earlier one: only their hashes are stored, and the codes
 * are answered once, in their printed form. Each code carries 80 random bits.
 */
export async function issueRecoveryCodes(db: Database | Tx, userId: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(recoveryCodeFromBytes(randomBytes(RECOVERY_CODE_BYTES)));
  await deleteRecoveryCodes(db, userId);
  await db.insert(recoveryCode).values([...codes].map((code) => ({ userId, codeHash: hashToken(code) })));
  return [...codes].map(formatRecoveryCode);
}
