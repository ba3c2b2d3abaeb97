import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { emailVerification, user } from '../../db/schema';
import { AppError } from '../../errors';
import { hashToken } from '../../security/tokens';
import type { Deps } from '../deps';

/** A sign-up link works once, for 30 minutes; a set-password link from staff for 72 hours. */
export const SIGNUP_LINK_MINUTES = 30;

export const SET_PASSWORD_LINK_HOURS = 72;

export type LinkPurpose = 'signup' | 'activate' | 'password-reset';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const registerUrl = (deps: Pick<Deps, 'config'>, email: string, code: string) =>
  `${deps.config.publicUrl}/register/${encodeURIComponent(email)}/${encodeURIComponent(code)}`;

/** The page a password-reset link opens (the web's /resetPassword/:email/:code). */
export const resetPasswordUrl = (deps: Pick<Deps, 'config'>, email: string, code: string) =>
  `${deps.config.publicUrl}/resetPassword/${encodeURIComponent(email)}/${encodeURIComponent(code)}`;

/** The forgotten-password form (the web's /forgotPassword), where a new reset link is asked. */
export const forgotPasswordUrl = (deps: Deps) => `${deps.config.publicUrl}/forgotPassword`;

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The live link row for this e-mail and code, locked for the transaction; wrong -> 400, used or old -> expired. */
export async function findLink(db: Database | Tx, email: string, code: string, purpose?: LinkPurpose, lock = false) {
  const query = db
    .select()
    .from(emailVerification)
    .where(eq(emailVerification.codeHash, hashToken(code)))
    .limit(1);
  const [link] = lock ? await query.for('update') : await query;
  if (!link || normalizeEmail(link.email) !== normalizeEmail(email) || (purpose && link.purpose !== purpose)) {
    throw new AppError('VERIFICATION_CODE_WRONG');
  }
  if (link.usedAt) throw new AppError((await madeItsAccount(db, link)) ? 'LINK_USED' : 'LINK_EXPIRED');
  if (link.expiresAt.getTime() <= Date.now()) throw new AppError('LINK_EXPIRED');
  return link;
}

/**
 * Whether an ended link did its work: the account of a sign-up link exists, the account of a set-password link has
 * its password. Its owner is then told to log in (LINK_USED) rather than that it expired. A link ended by a newer one
 * (or any other purpose) has not.
 */
async function madeItsAccount(db: Database | Tx, link: typeof emailVerification.$inferSelect): Promise<boolean> {
  if (link.purpose === 'signup') {
    const [owner] = await db
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = ${normalizeEmail(link.email)}`)
      .limit(1);
    return owner !== undefined;
  }
  if (link.purpose === 'activate' && link.userId !== null) {
    const [owner] = await db.select({ passwordHash: user.passwordHash }).from(user).where(eq(user.id, link.userId)).limit(1);
    return Boolean(owner?.passwordHash);
  }
  return false;
}

/** Ends every live link of `purposes` of one account (a newer link replaces them, or the password is set). */
export async function endLinks(db: Database | Tx, userId: number, purposes: readonly LinkPurpose[]): Promise<void> {
  await db
    .update(emailVerification)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerification.userId, userId), inArray(emailVerification.purpose, [...purposes]), isNull(emailVerification.usedAt)));
}

/** A unique violation on the username or e-mail, as the error the form shows under that field. */
export function existsError(error: unknown): AppError | null {
  const constraint = uniqueViolation(error);
  if (constraint === null) return null;
  return constraint.includes('email')
    ? new AppError('EMAIL_EXISTS', { email: 'EMAIL_EXISTS' })
    : new AppError('USERNAME_EXISTS', { username: 'USERNAME_EXISTS' });
}
