import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { emailChange, mfaReset } from '../../db/schema';
import type { Deps } from '../deps';

/** How far back the addresses an account had count as the owner's (an e-mail change within it was perhaps a thief's). */
const OLD_ADDRESS_DAYS = 90;

export type PasswordResetHold = { mfaResetAt: Date; until: Date };

/**
 * Whether a password reset by mailed link must wait: the account's two-factor was reset less than
 * MFA_RESET_PASSWORD_HOLD_DAYS ago. Someone who passed the two-factor reset with a stolen mailbox would otherwise
 * take the password with the same mailbox a minute later.
 */
export async function passwordResetHold(deps: Pick<Deps, 'config'>, db: Database | Tx, userId: number): Promise<PasswordResetHold | null> {
  const holdMs = deps.config.mfaResetPasswordHoldMs;
  if (holdMs === 0) return null;
  const [last] = await db
    .select({ completedAt: mfaReset.completedAt })
    .from(mfaReset)
    .where(and(eq(mfaReset.userId, userId), isNotNull(mfaReset.completedAt)))
    .orderBy(desc(mfaReset.completedAt))
    .limit(1);
  if (!last?.completedAt) return null;
  const until = new Date(last.completedAt.getTime() + holdMs);
  return until.getTime() > Date.now() ? { mfaResetAt: last.completedAt, until } : null;
}

/** The account's address and every address it had in the last OLD_ADDRESS_DAYS (changed away from since), each once. */
export async function recentAddresses(db: Database | Tx, userId: number, current: string): Promise<string[]> {
  const since = new Date(Date.now() - OLD_ADDRESS_DAYS * 86_400_000);
  const changes = await db
    .select({ oldEmail: emailChange.oldEmail })
    .from(emailChange)
    .where(and(eq(emailChange.userId, userId), isNotNull(emailChange.confirmedAt), gt(emailChange.confirmedAt, since)));
  return [...new Set([current.toLowerCase(), ...changes.map((change) => change.oldEmail.toLowerCase())])];
}
