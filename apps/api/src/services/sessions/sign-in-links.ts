import { SIGN_IN_LINK_MINUTES } from '@ico/domain/sign-in-link';
import { SIGN_IN_LINK_PAGE } from '@ico/domain/sign-in-link-routes';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { emailVerification } from '../../db/schema';
import { AppError } from '../../errors';
import { signInLinkMails } from '../../mail/sign-in-link-mails';
import { hashToken, randomToken } from '../../security/tokens';
import type { UserRow } from '../accounts/user-row';
import type { Deps } from '../deps';

/** The purpose of a mailed sign-in link in email_verification (the table of every mailed link, stored hashed). */
export const SIGN_IN_LINK_PURPOSE = 'sign-in-link';

/**
 * A new single-use sign-in link for the account and its mail, in one transaction (the link exists exactly when its
 * mail does): only the code's hash is stored, and every older sign-in link of the account stops working.
 */
export async function queueSignInLink(
  deps: Pick<Deps, 'config' | 'mailer'>,
  tx: Tx,
  account: Pick<UserRow, 'id' | 'email' | 'username' | 'language'>,
): Promise<void> {
  const code = randomToken(24);
  const now = new Date();
  await tx
    .update(emailVerification)
    .set({ usedAt: now })
    .where(
      and(eq(emailVerification.userId, account.id), eq(emailVerification.purpose, SIGN_IN_LINK_PURPOSE), isNull(emailVerification.usedAt)),
    );
  await tx.insert(emailVerification).values({
    email: account.email,
    codeHash: hashToken(code),
    purpose: SIGN_IN_LINK_PURPOSE,
    userId: account.id,
    expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000),
  });
  const url = `${deps.config.publicUrl}${SIGN_IN_LINK_PAGE}/${encodeURIComponent(code)}`;
  await deps.mailer.enqueue(tx, signInLinkMails.link(account.email, account.language, url, account.username, SIGN_IN_LINK_MINUTES));
}

/** The live sign-in link of this code: unknown -> 400 VERIFICATION_CODE_WRONG, used, replaced or old -> LINK_EXPIRED. */
export async function findSignInLink(db: Database | Tx, code: string) {
  const [link] = await db
    .select()
    .from(emailVerification)
    .where(and(eq(emailVerification.codeHash, hashToken(code)), eq(emailVerification.purpose, SIGN_IN_LINK_PURPOSE)))
    .limit(1);
  if (!link || link.userId === null) throw new AppError('VERIFICATION_CODE_WRONG');
  if (link.usedAt || link.expiresAt.getTime() <= Date.now()) throw new AppError('LINK_EXPIRED');
  return { ...link, userId: link.userId };
}

/** Ends the link; answers false when it had ended already (another request spent it first, or it expired). */
export async function spendSignInLink(db: Database | Tx, linkId: number): Promise<boolean> {
  const now = new Date();
  const spent = await db
    .update(emailVerification)
    .set({ usedAt: now })
    .where(and(eq(emailVerification.id, linkId), isNull(emailVerification.usedAt), gt(emailVerification.expiresAt, now)))
    .returning({ id: emailVerification.id });
  return spent.length > 0;
}
