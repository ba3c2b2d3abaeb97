import { EMAIL_CHANGE_LINK_PATH, type EmailChangeLinkKind } from '@ico/domain/email-change-routes';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { emailChange, emailVerification, user } from '../../db/schema';
import { AppError } from '../../errors';
import { hashToken } from '../../security/tokens';
import { normalizeEmail } from '../accounts/account-links';
import type { Deps } from '../deps';

/** The email_verification purpose of each mailed link of an e-mail change. */
export const LINK_PURPOSE: Record<EmailChangeLinkKind, string> = { confirm: 'email-change', cancel: 'email-change-cancel' };

export const emailChangeUrl = (deps: Deps, kind: EmailChangeLinkKind, code: string) =>
  `${deps.config.publicUrl}${EMAIL_CHANGE_LINK_PATH[kind]}/${encodeURIComponent(code)}`;

/** Whether another account has `email` now (addresses are unique without regard to case). */
export async function takenByAnother(db: Database | Tx, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${normalizeEmail(email)}`, sql`${user.id} <> ${userId}`))
    .limit(1);
  return row !== undefined;
}

/**
 * The live link of `kind` with this code and its change, locked for the transaction when asked: an unknown code
 * answers VERIFICATION_CODE_WRONG; a used, expired or withdrawn one LINK_EXPIRED.
 */
export async function findChangeLink(db: Database | Tx, kind: EmailChangeLinkKind, code: string, lock = false) {
  const query = db
    .select({ link: emailVerification, change: emailChange })
    .from(emailVerification)
    .innerJoin(emailChange, eq(emailChange.id, emailVerification.emailChangeId))
    .where(and(eq(emailVerification.codeHash, hashToken(code)), eq(emailVerification.purpose, LINK_PURPOSE[kind])))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('VERIFICATION_CODE_WRONG');
  const now = Date.now();
  const over = kind === 'confirm' ? row.change.confirmedAt !== null : row.change.cancelUntil.getTime() <= now;
  if (row.link.usedAt || row.link.expiresAt.getTime() <= now || row.change.cancelledAt || over) throw new AppError('LINK_EXPIRED');
  return row;
}
