import { EMAIL_CHANGE_LINK_PATH, type EmailChangeLinkKind } from '@ico/domain/email-change-routes';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
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

/**
 * Withdraws the user's changes that `which` selects, and kills their links that are still live: a withdrawn change can
 * be neither confirmed nor undone. Answers how many changes it withdrew.
 */
export async function withdrawChanges(tx: Tx, userId: number, which: SQL | undefined, now: Date): Promise<number> {
  const withdrawn = await tx
    .update(emailChange)
    .set({ cancelledAt: now })
    .where(and(eq(emailChange.userId, userId), isNull(emailChange.cancelledAt), which))
    .returning({ id: emailChange.id });
  if (withdrawn.length === 0) return 0;
  await tx
    .update(emailVerification)
    .set({ usedAt: now })
    .where(
      and(
        inArray(
          emailVerification.emailChangeId,
          withdrawn.map((c) => c.id),
        ),
        isNull(emailVerification.usedAt),
      ),
    );
  return withdrawn.length;
}
