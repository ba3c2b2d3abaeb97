import type { ChangeStaffRoleInput, StaffChangeAnswer } from '@ico/domain/contracts/staff';
import { isStaffRole, roleChangeIsGrant } from '@ico/domain/staff';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { staffMails } from '../../mail/staff-mails';
import { refuseOwn } from '../../security/own-account';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { updateUsers } from '../sessions/session-state-writes';
import { insertStaffProposal } from '../staff-proposals/propose-staff-grant';
import { staffProposalOf } from '../staff-proposals/staff-proposal-view';
import { keepOneAdmin, lockEnabledAdmins, lockStaffMember, staffMemberOf } from './staff-member';

/**
 * `POST /admin/staff/:id/role/`: gives a staff member another role. A role that takes power away (one that cannot
 * approve, or one whose every permission the member already held) applies at once: permissions are read from the
 * account on every request, so it applies to the member's next request, in every open session; audited and mailed.
 * A role that can approve and adds to what the member could do is a grant (roleChangeIsGrant, issue 29): it is
 * proposed, and the member keeps their role until a second administrator approves (`proposal` in the answer).
 * Never one's own role; the last enabled administrator keeps the role (409 LAST_ADMIN).
 */
export async function changeStaffRole(
  deps: Deps,
  actorId: number,
  userId: number,
  input: ChangeStaffRoleInput,
  meta: RequestMeta,
): Promise<StaffChangeAnswer> {
  refuseOwn(actorId, userId);
  const db = deps.database.db;
  const answer = await db.transaction(async (tx) => {
    const admins = await lockEnabledAdmins(tx);
    const member = await lockStaffMember(tx, userId);
    const from = member.role;
    if (!isStaffRole(from)) throw new AppError('USER_NOT_EXIST');
    if (from === input.role) throw new AppError('STATUS_CONFLICT');
    if (roleChangeIsGrant(from, input.role)) {
      const proposalId = await insertStaffProposal(
        tx,
        actorId,
        {
          kind: 'role',
          subjectId: member.id,
          username: member.username,
          email: member.email,
          role: input.role,
          payload: { from },
          reason: input.reason,
        },
        meta,
      );
      return { member: await staffMemberOf(tx, member, deps.config), proposalId };
    }
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
    return { member: await staffMemberOf(tx, row, deps.config), proposalId: null };
  });
  if (answer.proposalId === null) {
    deps.mailer.drain();
    return { member: answer.member, proposal: null };
  }
  return { member: answer.member, proposal: await staffProposalOf(db, answer.proposalId) };
}
