import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { mails } from '../../mail/templates';
import { passwordContextOf, refuseWeakPassword } from '../../security/password-policy';
import { hashPassword } from '../../security/passwords';
import type { Deps, RequestMeta } from '../deps';
import type { Authenticated } from '../sessions/authenticate-session';
import { revokeOtherSessions } from '../sessions/revoke-other-sessions';
import { updateUsers } from '../sessions/session-state-writes';
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
  // The new password and the end of every other session commit together: no moment has one without the other.
  await deps.database.db.transaction(async (tx) => {
    await updateUsers(deps, tx, eq(user.id, account.id), { passwordHash, updatedAt: new Date() });
    await revokeOtherSessions(deps, account.id, auth.sessionId, 'password-changed', tx);
  });
  await deps.mailer.send(mails.passwordChanged(account.email, account.language)).catch(() => {});
}
