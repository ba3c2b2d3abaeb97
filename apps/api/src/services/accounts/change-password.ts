import type { Language } from '@ico/domain/language';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { mails } from '../../mail/templates';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { LIMITS } from '../../security/rate-limiter';
import type { Deps } from '../deps';
import { acceptOtp } from '../sessions/accept-otp';
import type { Authenticated } from '../sessions/authenticate-session';
import { revokeOtherSessions } from '../sessions/revoke-other-sessions';

/**
 * `POST /auth/change_password/`: the current password first (its own error), then the one-time code for a
 * user with two-factor (405 without it). Other sessions end; the user is told by mail.
 */
export async function changePassword(
  deps: Deps,
  auth: Authenticated,
  input: { old_password: string; new_password: string; otp?: string | undefined },
): Promise<void> {
  const account = auth.user;
  await deps.limiter.consume(LIMITS.passwordAccount, `user:${account.id}`);
  if (!account.passwordHash || !(await verifyPassword(account.passwordHash, input.old_password))) {
    throw new AppError('OLD_PASSWORD_WRONG', { old_password: 'OLD_PASSWORD_WRONG' });
  }
  if (account.mfaEnabled) {
    if (!input.otp) throw new AppError('OTP_REQUIRED');
    await acceptOtp(deps, account, input.otp);
  }
  const passwordHash = await hashPassword(input.new_password);
  await deps.database.db.update(user).set({ passwordHash, updatedAt: new Date() }).where(eq(user.id, account.id));
  await deps.limiter.reset(LIMITS.passwordAccount, `user:${account.id}`);
  await revokeOtherSessions(deps, account.id, auth.sessionId, 'password-changed');
  await deps.mailer.send(mails.passwordChanged(account.email, account.language as Language)).catch(() => {});
}
