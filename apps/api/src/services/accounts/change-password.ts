import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { mails } from '../../mail/templates';
import { passwordContextOf, refuseWeakPassword } from '../../security/password-policy';
import { hashPassword } from '../../security/passwords';
import type { Deps, RequestMeta } from '../deps';
import type { Authenticated } from '../sessions/authenticate-session';
import { revokeOtherSessions } from '../sessions/revoke-other-sessions';
import { confirmIdentity } from './confirm-identity';

/**
 * `POST /auth/change_password/`: a new password the strength rule refuses is answered first (nothing is spent),
 * then the current password (its own error), then the one-time code for a
 * user with two-factor (405 without it). Other sessions end; the user is told by mail.
 */
export async function changePassword(
  deps: Deps,
  auth: Authenticated,
  input: { old_password: string; new_password: string; otp?: string | undefined },
  meta: RequestMeta,
): Promise<void> {
  const account = auth.user;
  // The new password first: a refused one spends no one-time code.
  await refuseWeakPassword(input.new_password, passwordContextOf(account), 'new_password');
  await confirmIdentity(deps, account, { password: input.old_password, otp: input.otp }, meta, 'old_password');
  const passwordHash = await hashPassword(input.new_password);
  await deps.database.db.update(user).set({ passwordHash, updatedAt: new Date() }).where(eq(user.id, account.id));
  await revokeOtherSessions(deps, account.id, auth.sessionId, 'password-changed');
  await deps.mailer.send(mails.passwordChanged(account.email, account.language)).catch(() => {});
}
