import { EMAIL_CHANGE_CANCEL_HOURS, EMAIL_CHANGE_CONFIRM_HOURS } from '@ico/domain/email-change';
import { isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { emailChange, emailVerification } from '../../db/schema';
import { AppError } from '../../errors';
import { emailChangeMails } from '../../mail/email-change-messages';
import type { OutgoingMail } from '../../mail/mailer';
import { LIMITS } from '../../security/rate-limiter';
import { hashToken, randomToken } from '../../security/tokens';
import { normalizeEmail } from '../accounts/account-links';
import { confirmIdentity } from '../accounts/confirm-identity';
import type { Deps, RequestMeta } from '../deps';
import type { Authenticated } from '../sessions/authenticate-session';
import { emailChangeUrl, LINK_PURPOSE, takenByAnother, withdrawChanges } from './email-change-links';

const HOUR = 3_600_000;

/** Withdraws the user's changes still waiting for their new address (one pending change at a time), with their links. */
async function withdrawPending(tx: Tx, userId: number, now: Date): Promise<void> {
  await withdrawChanges(tx, userId, isNull(emailChange.confirmedAt), now);
}

/**
 * `POST /auth/email_change/`: the step-up first (password, then a code with two-factor), then the change is written
 * with its two links (stored hashed): the new address gets the confirm link, the old one is told at once and gets
 * the cancel link. A new request replaces a pending one. When the new address belongs to another account, that
 * address is told so instead of getting a link, and the caller's answer is the same: it never says who has one.
 */
export async function requestEmailChange(
  deps: Deps,
  auth: Authenticated,
  input: { email: string; password: string; otp?: string | undefined },
  meta: RequestMeta,
): Promise<void> {
  const account = auth.user;
  const newEmail = normalizeEmail(input.email);
  if (newEmail === normalizeEmail(account.email)) throw new AppError('EMAIL_UNCHANGED', { email: 'EMAIL_UNCHANGED' });
  await confirmIdentity(deps, account, { password: input.password, otp: input.otp }, meta);
  await deps.limiter.consume(LIMITS.emailChangeAccount, `user:${account.id}`);
  await deps.limiter.consume(LIMITS.codeMailEmail, newEmail);

  const now = new Date();
  const confirmCode = randomToken(24);
  const cancelCode = randomToken(24);
  await deps.database.db.transaction(async (tx) => {
    await withdrawPending(tx, account.id, now);
    const taken = await takenByAnother(tx, newEmail, account.id);
    const [change] = await tx
      .insert(emailChange)
      .values({
        userId: account.id,
        oldEmail: account.email,
        newEmail,
        createdAt: now,
        cancelUntil: new Date(now.getTime() + EMAIL_CHANGE_CANCEL_HOURS * HOUR),
      })
      .returning();
    if (!change) throw new Error('email change not stored');
    const link = (email: string, code: string, purpose: string, expiresAt: Date) => ({
      email,
      codeHash: hashToken(code),
      purpose,
      userId: account.id,
      emailChangeId: change.id,
      expiresAt,
    });
    const links = [link(account.email, cancelCode, LINK_PURPOSE.cancel, change.cancelUntil)];
    if (!taken) links.push(link(newEmail, confirmCode, LINK_PURPOSE.confirm, new Date(now.getTime() + EMAIL_CHANGE_CONFIRM_HOURS * HOUR)));
    await tx.insert(emailVerification).values(links);

    const language = account.language;
    const mails: OutgoingMail[] = [
      emailChangeMails.requested(account.email, language, newEmail, emailChangeUrl(deps, 'cancel', cancelCode), EMAIL_CHANGE_CANCEL_HOURS),
      taken
        ? emailChangeMails.taken(newEmail, language, `${deps.config.publicUrl}/login`)
        : emailChangeMails.confirm(newEmail, language, emailChangeUrl(deps, 'confirm', confirmCode), EMAIL_CHANGE_CONFIRM_HOURS),
    ];
    await deps.mailer.enqueue(tx, mails);
  });
}
