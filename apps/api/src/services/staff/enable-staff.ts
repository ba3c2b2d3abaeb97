import type { StaffChangeAnswer } from '@ico/domain/contracts/staff';
import { isStaffRole } from '@ico/domain/staff';
import { AppError } from '../../errors';
import { refuseOwn } from '../../security/own-account';
import type { Deps, RequestMeta } from '../deps';
import { insertStaffProposal } from '../staff-proposals/propose-staff-grant';
import { staffProposalOf } from '../staff-proposals/staff-proposal-view';
import { lockStaffMember, staffMemberOf } from './staff-member';

/**
 * `POST /admin/staff/:id/enable/` (issue 29): proposes enabling a disabled member again, with a reason; a second
 * administrator (or the operator's command on the server host) approves it, and only then may the member sign in
 * (afresh: the sessions ended when the account was disabled stay ended). The member is locked, so two proposals at
 * once make one (the second meets 409 PROPOSAL_PENDING); enabling an enabled member is 409 STATUS_CONFLICT.
 */
export async function enableStaff(
  deps: Deps,
  actorId: number,
  userId: number,
  reason: string,
  meta: RequestMeta,
): Promise<StaffChangeAnswer> {
  refuseOwn(actorId, userId);
  const db = deps.database.db;
  const answer = await db.transaction(async (tx) => {
    const member = await lockStaffMember(tx, userId);
    if (!member.disabledAt) throw new AppError('STATUS_CONFLICT');
    if (!isStaffRole(member.role)) throw new AppError('USER_NOT_EXIST');
    const proposalId = await insertStaffProposal(
      tx,
      actorId,
      {
        kind: 'enable',
        subjectId: member.id,
        username: member.username,
        email: member.email,
        role: member.role,
        payload: { disabledReason: member.disabledReason },
        reason,
      },
      meta,
    );
    return { member: await staffMemberOf(tx, member, deps.config), proposalId };
  });
  return { member: answer.member, proposal: await staffProposalOf(db, answer.proposalId) };
}
