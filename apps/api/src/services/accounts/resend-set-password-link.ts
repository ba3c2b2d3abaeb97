import type { UserSummary } from '@ico/domain/account';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { refuseOwn } from '../../security/own-account';
import { LIMITS } from '../../security/rate-limiter';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { sendSetPasswordLink } from './send-set-password-link';
import { toSummary, type UserRow } from './user-row';

/** Which accounts each back-office page sends links for: corporate investors from the user page, staff from the staff page. */
export type InvitedKind = 'corporate' | 'staff';

const isKind = (row: UserRow, kind: InvitedKind) =>
  kind === 'staff' ? row.role !== null : row.role === null && row.individual === 'corporate';

/**
 * `resendUserSetPasswordLink` and `resendStaffSetPasswordLink`: a new set-password link for an
 * account staff opened whose owner has not set a password yet (the first link expired or was lost). The older links
 * stop working; audited. An account that has its password answers PASSWORD_ALREADY_SET: its owner uses
 * "Forgot password?".
 */
export async function resendSetPasswordLink(
  deps: Deps,
  actorId: number,
  userId: number,
  kind: InvitedKind,
  meta: RequestMeta,
): Promise<UserSummary> {
  refuseOwn(actorId, userId);
  const db = deps.database.db;
  const [account] = await db.select().from(user).where(eq(user.id, userId));
  if (!account || !isKind(account, kind)) throw new AppError('USER_NOT_EXIST');
  if (account.passwordHash !== null) throw new AppError('PASSWORD_ALREADY_SET');
  await deps.limiter.consume(LIMITS.setPasswordLinkAccount, `user:${account.id}`);
  const mail = await db.transaction(async (tx) => {
    await recordAudit(tx, {
      actorId,
      action: 'user.password-link.resend',
      targetType: 'user',
      targetId: account.id,
      detail: { username: account.username, email: account.email },
      ipAddress: meta.ip,
    });
    return sendSetPasswordLink(deps, tx, account);
  });
  await deps.mailer.send(mail);
  return toSummary(account);
}
