import type { ChangeStaffRoleInput, StaffMember } from '@ico/domain/contracts/staff';
import { isStaffRole } from '@ico/domain/staff';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { staffMails } from '../../mail/staff-mails';
import { refuseOwn } from '../../security/own-account';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { updateUsers } from '../sessions/session-state-writes';
import { keepOneAdmin, lastLoginOf, lockEnabledAdmins, lockStaffMember, toStaffMember } from './staff-member';

/**
 * `POST /admin/staff/:id/role/`: gives a staff member another role. Permissions are read from the account on every
 * request, so the new role applies to the member's next request, in every open session. Never one's own role; the
 * last enabled administrator keeps the role (409 LAST_ADMIN). Audited (from, to, reason) and mailed to the member.
 */
export async function changeStaffRole(
  deps: Deps,
  actorId: number,
  userId: number,
  input: ChangeStaffRoleInput,
  meta: RequestMeta,
): Promise<StaffMember> {
  refuseOwn(actorId, userId);
  const answer = await deps.database.db.transaction(async (tx) => {
    const admins = await lockEnabledAdmins(tx);
    const member = await lockStaffMember(tx, userId);
    const from = member.role;
    if (!isStaffRole(from)) throw new AppError('USER_NOT_EXIST');
    if (from === input.role) throw new AppError('STATUS_CONFLICT');
    if (from === 'admin') keepOneAdmin(admins, member);
    const [row] = await updateUsers(deps, tx, eq(user.id, member.id), { role: input.role, updatedAt: new Date() });
    if (!row) throw new AppError('USER_NOT_EXIST');
    await recordAudit(tx, {
      actorId,
      action: 'staff.role.change',
      targetType: 'user',
      targetId: member.id,
      detail: { username: member.username, from, to: input.role, reason: input.reason },
      ipAddress: meta.ip,
    });
    await deps.mailer.enqueue(tx, staffMails.roleChanged(member.email, member.language, from, input.role, input.reason));
    return toStaffMember(row, await lastLoginOf(tx, member.id));
  });
  deps.mailer.drain();
  return answer;
}
