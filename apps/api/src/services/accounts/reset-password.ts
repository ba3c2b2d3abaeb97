import type { ResetPasswordInput } from '@ico/domain/contracts/accounts';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { passwordResetMails } from '../../mail/password-reset-messages';
import { passwordContextOf, refuseWeakPassword } from '../../security/password-policy';
import { hashPassword } from '../../security/passwords';
import { LIMITS } from '../../security/rate-limiter';
import { isAccountClosed } from '../account-closures/is-account-closed';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { passwordResetHold, recentAddresses } from '../mfa-resets/password-reset-hold';
import { revokeOtherSessions } from '../sessions/revoke-other-sessions';
import { updateUsers } from '../sessions/session-state-writes';
import { type SecondFactor, verifySecondFactor } from '../sessions/verify-second-factor';
import { endLinks, findLink, forgotPasswordUrl, normalizeEmail } from './account-links';

/**
 * `POST /auth/reset_password/`: the mailed link, then, when two-factor is on, a one-time or recovery code (405
 * OTP_REQUIRED without one): the link alone is a mailbox, not the account. The new password is saved, every reset and
 * set-password link of the account dies, EVERY session ends (whoever knew the old password is out), the owner is
 * mailed and the reset is audited. Within MFA_RESET_PASSWORD_HOLD_DAYS of a two-factor reset it waits (403
 * PASSWORD_RESET_HELD, nothing spent) and every address the account had lately is told.
 */
export async function resetPassword(deps: Deps, input: ResetPasswordInput, meta: RequestMeta): Promise<void> {
  await deps.limiter.consume(LIMITS.linkCheckAddress, meta.ip);
  const db = deps.database.db;
  const email = normalizeEmail(input.email);
  const link = await findLink(db, email, input.verificationCode, 'password-reset');
  const [account] = link.userId === null ? [] : await db.select().from(user).where(eq(user.id, link.userId));
  // A link mailed before the account was closed opens nothing after.
  if (!account || (await isAccountClosed(db, account.id))) throw new AppError('VERIFICATION_CODE_WRONG');
  const hold = await passwordResetHold(deps, db, account.id);
  if (hold) {
    await db.transaction(async (tx) => {
      for (const address of await recentAddresses(tx, account.id, account.email)) {
        await deps.mailer.enqueue(tx, passwordResetMails.held(address, account.language, hold.mfaResetAt, hold.until));
      }
      await recordAudit(tx, {
        actorId: account.id,
        action: 'user.password.resetHeld',
        targetType: 'user',
        targetId: account.id,
        detail: { username: account.username, mfaResetAt: hold.mfaResetAt.toISOString(), until: hold.until.toISOString() },
        ipAddress: meta.ip,
      });
    });
    throw new AppError('PASSWORD_RESET_HELD', { until: hold.until.toISOString() });
  }
  // A refused password spends no code.
  await refuseWeakPassword(input.password, passwordContextOf(account));
  let factor: SecondFactor | null = null;
  if (account.mfaEnabled) {
    if (!input.otp) throw new AppError('OTP_REQUIRED');
    factor = await verifySecondFactor(deps, account, input.otp, meta);
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Locked and checked again: of two requests with one link, only the first saves a password.
    await findLink(tx, email, input.verificationCode, 'password-reset', true);
    await updateUsers(deps, tx, eq(user.id, account.id), { passwordHash, updatedAt: new Date() });
    await endLinks(tx, account.id, ['password-reset', 'activate']);
    await recordAudit(tx, {
      actorId: account.id,
      action: 'user.password.reset',
      targetType: 'user',
      targetId: account.id,
      detail: { username: account.username, secondFactor: factor ?? 'none' },
      ipAddress: meta.ip,
    });
    await deps.mailer.enqueue(tx, passwordResetMails.done(account.email, account.language, forgotPasswordUrl(deps)));
  });
  await revokeOtherSessions(deps, account.id, null, 'password-reset');
}
