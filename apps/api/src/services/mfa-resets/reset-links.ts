import { MFA_RESET_LINK_DAYS } from '@ico/domain/mfa-reset';
import { MFA_RESET_PAGE } from '@ico/domain/mfa-reset-routes';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { emailVerification } from '../../db/schema';
import { AppError } from '../../errors';
import { hashToken, randomToken } from '../../security/tokens';
import type { Deps } from '../deps';

/** The purpose of a reset's link in email_verification (the table of every mailed link, stored hashed). */
export const MFA_RESET_PURPOSE = 'mfa-reset';

const DAY_MS = 24 * 3_600_000;

/** A new single-use link for the account's open reset: only its hash is stored; answers the address to mail. */
export async function issueResetLink(deps: Pick<Deps, 'config'>, tx: Tx, account: { id: number; email: string }) {
  const code = randomToken(24);
  const expiresAt = new Date(Date.now() + MFA_RESET_LINK_DAYS * DAY_MS);
  await tx.insert(emailVerification).values({
    email: account.email,
    codeHash: hashToken(code),
    purpose: MFA_RESET_PURPOSE,
    userId: account.id,
    expiresAt,
  });
  return { url: `${deps.config.publicUrl}${MFA_RESET_PAGE}/${encodeURIComponent(code)}`, expiresAt };
}

/** Every unused reset link of the user stops working (the reset closed, or its selfie came). */
export async function expireResetLinks(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(emailVerification)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerification.userId, userId), eq(emailVerification.purpose, MFA_RESET_PURPOSE), isNull(emailVerification.usedAt)));
}

/** The live reset link of this code (locked with `lock`): unknown -> 400 VERIFICATION_CODE_WRONG, used or old -> LINK_EXPIRED. */
export async function findResetLink(db: Database | Tx, code: string, lock = false) {
  const query = db
    .select()
    .from(emailVerification)
    .where(and(eq(emailVerification.codeHash, hashToken(code)), eq(emailVerification.purpose, MFA_RESET_PURPOSE)))
    .limit(1);
  const [link] = lock ? await query.for('update') : await query;
  if (!link || link.userId === null) throw new AppError('VERIFICATION_CODE_WRONG');
  if (link.usedAt || link.expiresAt.getTime() <= Date.now()) throw new AppError('LINK_EXPIRED');
  return { ...link, userId: link.userId };
}

/** When the user's newest live reset link stops working, or null. */
export async function liveLinkExpiry(db: Database | Tx, userId: number): Promise<Date | null> {
  const [link] = await db
    .select({ expiresAt: emailVerification.expiresAt })
    .from(emailVerification)
    .where(
      and(
        eq(emailVerification.userId, userId),
        eq(emailVerification.purpose, MFA_RESET_PURPOSE),
        isNull(emailVerification.usedAt),
        gt(emailVerification.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(emailVerification.expiresAt))
    .limit(1);
  return link?.expiresAt ?? null;
}
