import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { recoveryCode, user } from '../../db/schema';
import { endAllSessions } from '../sessions/end-all-sessions';
import { type SessionStateWriter, updateUsers } from '../sessions/session-state-writes';

export type TwoFactorReset = { wasEnabled: boolean; recoveryCodes: number; sessions: number };

/**
 * Turns two-factor off for someone who lost the authenticator: the secret (and a half-done setup) and every recovery
 * code are deleted and every session ends, so whoever holds an old device or code is out. Runs in the caller's
 * transaction, after the caller locked the user row; the caller audits it and mails the owner.
 */
export async function resetTwoFactor(
  writer: SessionStateWriter,
  tx: Tx,
  account: { id: number; mfaEnabled: boolean },
  reason: string,
): Promise<TwoFactorReset> {
  await updateUsers(writer, tx, eq(user.id, account.id), {
    mfaEnabled: false,
    otpSecret: null,
    otpPendingSecret: null,
    otpLastStep: null,
    updatedAt: new Date(),
  });
  const codes = await tx.delete(recoveryCode).where(eq(recoveryCode.userId, account.id)).returning({ id: recoveryCode.id });
  const sessions = await endAllSessions(writer, tx, account.id, reason);
  return { wasEnabled: account.mfaEnabled, recoveryCodes: codes.length, sessions };
}
