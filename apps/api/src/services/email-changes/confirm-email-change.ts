import { eq } from 'drizzle-orm';
import { uniqueViolation } from '../../db/errors';
import { emailChange, emailVerification, user } from '../../db/schema';
import { AppError } from '../../errors';
import { emailChangeMails } from '../../mail/email-change-messages';
import { LIMITS } from '../../security/rate-limiter';
import { hashToken, randomToken } from '../../security/tokens';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import type { Authenticated } from '../sessions/authenticate-session';
import { revokeOtherSessions } from '../sessions/revoke-other-sessions';
import { updateUsers } from '../sessions/session-state-writes';
import { emailChangeUrl, findChangeLink, LINK_PURPOSE, takenByAnother } from './email-change-links';

/**
 * `POST /auth/email_change/confirm/`: the new address's link makes it the account's address (EMAIL_EXISTS when
 * another account took it meanwhile), ends every other session (the caller's own is kept when the caller is the
 * owner, signed in on the link's page), and mails both addresses; the old one gets a fresh cancel link, valid to
 * the end of the change's cancel period.
 */
export async function confirmEmailChange(deps: Deps, code: string, caller: Authenticated | null, meta: RequestMeta): Promise<void> {
  await deps.limiter.consume(LIMITS.linkCheckAddress, meta.ip);
  const cancelCode = randomToken(24);
  let owner: { id: number };
  try {
    owner = await deps.database.db.transaction(async (tx) => {
      const { link, change } = await findChangeLink(tx, 'confirm', code, true);
      const [account] = await tx.select().from(user).where(eq(user.id, change.userId)).for('update');
      if (!account) throw new AppError('VERIFICATION_CODE_WRONG');
      if (await takenByAnother(tx, change.newEmail, account.id)) throw new AppError('EMAIL_EXISTS', { email: 'EMAIL_EXISTS' });
      const now = new Date();
      await updateUsers(deps, tx, eq(user.id, account.id), { email: change.newEmail, updatedAt: now });
      await tx.update(emailVerification).set({ usedAt: now }).where(eq(emailVerification.id, link.id));
      await tx.update(emailChange).set({ confirmedAt: now }).where(eq(emailChange.id, change.id));
      await tx.insert(emailVerification).values({
        email: change.oldEmail,
        codeHash: hashToken(cancelCode),
        purpose: LINK_PURPOSE.cancel,
        userId: account.id,
        emailChangeId: change.id,
        expiresAt: change.cancelUntil,
      });
      await recordAudit(tx, {
        actorId: account.id,
        action: 'email.change.confirm',
        targetType: 'user',
        targetId: account.id,
        detail: { from: change.oldEmail, to: change.newEmail },
        ipAddress: meta.ip,
      });
      await deps.mailer.enqueue(tx, [
        emailChangeMails.changed(change.newEmail, account.language),
        emailChangeMails.changedFromHere(
          change.oldEmail,
          account.language,
          change.newEmail,
          emailChangeUrl(deps, 'cancel', cancelCode),
          change.cancelUntil,
        ),
      ]);
      return account;
    });
  } catch (error) {
    // Another account took the address between the check and the write.
    if (uniqueViolation(error) !== null) throw new AppError('EMAIL_EXISTS', { email: 'EMAIL_EXISTS' });
    throw error;
  }
  const keep = caller && caller.user.id === owner.id ? caller.sessionId : null;
  await revokeOtherSessions(deps, owner.id, keep, 'email-changed');
}
