import type { StaffMember } from '@ico/domain/contracts/staff';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { staffMails } from '../../mail/staff-mails';
import { refuseOwn } from '../../security/own-account';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { revokeAllSessions } from '../sessions/revoke-other-sessions';
import { updateUsers } from '../sessions/session-state-writes';
import { keepOneAdmin, lockEnabledAdmins, lockStaffMember, staffMemberOf } from './staff-member';

/**
 * `POST /admin/staff/:id/disable/` (issue 16, off-boarding), at once (taking power away never waits for a second
 * administrator, issue 29): the member's every session ends and, from the next request,
 * their tokens answer 401 STAFF_DISABLED, refresh and sign-in are refused. Never one's own account, never the last
 * enabled administrator. The change, the ended sessions, the audit row and the mail to the member commit together.
 */
export async function disableStaff(deps: Deps, actorId: number, userId: number, reason: string, meta: RequestMeta): Promise<StaffMember> {
  refuseOwn(actorId, userId);
  const answer = await deps.database.db.transaction(async (tx) => {
    const admins = await lockEnabledAdmins(tx);
    const member = await lockStaffMember(tx, userId);
    if (member.disabledAt) throw new AppError('STATUS_CONFLICT');
    keepOneAdmin(admins, member);
    const [row] = await updateUsers(deps, tx, eq(user.id, member.id), {
      disabledAt: new Date(),
      disabledReason: reason,
      updatedAt: new Date(),
    });
    if (!row) throw new AppError('USER_NOT_EXIST');
    const sessions = await revokeAllSessions(deps, member.id, 'staff-disabled', tx);
    await recordAudit(tx, {
      actorId,
      action: 'staff.disable',
      targetType: 'user',
      targetId: member.id,
      detail: { username: member.username, from: 'enabled', to: 'disabled', reason, sessions },
      ipAddress: meta.ip,
    });
    await deps.mailer.enqueue(tx, staffMails.disabled(member.email, member.language, reason));
    return staffMemberOf(tx, row, deps.config);
  });
  deps.mailer.drain();
  return answer;
}
