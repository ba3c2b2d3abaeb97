import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { emailVerification } from '../../db/schema';
import { AppError } from '../../errors';
import { hashToken } from '../../security/tokens';
import type { Deps } from '../deps';

/** A sign-up link works once, for 30 minutes; a set-password link from staff for 72 hours. */
export const SIGNUP_LINK_MINUTES = 30;

export const SET_PASSWORD_LINK_HOURS = 72;

export type LinkPurpose = 'signup' | 'activate' | 'password-reset';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const registerUrl = (deps: Deps, email: string, code: string) =>
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
  if (link.usedAt || link.expiresAt.getTime() <= Date.now()) throw new AppError('LINK_EXPIRED');
  return link;
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
