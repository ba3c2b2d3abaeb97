import type { StaffMember } from '@ico/domain/contracts/staff';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { staffMails } from '../../mail/staff-mails';
import { refuseOwn } from '../../security/own-account';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { updateUsers } from '../sessions/session-state-writes';
import { lastLoginOf, lockStaffMember, toStaffMember } from './staff-member';

/**
 * `POST /admin/staff/:id/enable/`: a disabled member may sign in again. The sessions that ended when the account was
 * disabled stay ended: the member signs in afresh (with their second factor). Audited and mailed to the member.
 */
export async function enableStaff(deps: Deps, actorId: number, userId: number, reason: string, meta: RequestMeta): Promise<StaffMember> {
  refuseOwn(actorId, userId);
  const answer = await deps.database.db.transaction(async (tx) => {
    const member = await lockStaffMember(tx, userId);
    if (!member.disabledAt) throw new AppError('STATUS_CONFLICT');
    const [row] = await updateUsers(deps, tx, eq(user.id, member.id), { disabledAt: null, disabledReason: null, updatedAt: new Date() });
    if (!row) throw new AppError('USER_NOT_EXIST');
    await recordAudit(tx, {
      actorId,
      action: 'staff.enable',
      targetType: 'user',
      targetId: member.id,
      detail: { username: member.username, from: 'disabled', to: 'enabled', reason, disabledReason: member.disabledReason },
      ipAddress: meta.ip,
    });
    await deps.mailer.enqueue(tx, staffMails.enabled(member.email, member.language, reason, `${deps.config.publicUrl}/login`));
    return toStaffMember(row, await lastLoginOf(tx, member.id));
  });
  deps.mailer.drain();
  return answer;
}
