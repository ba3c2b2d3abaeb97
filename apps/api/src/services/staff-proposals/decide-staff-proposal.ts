import type { StaffProposal } from '@ico/domain/contracts/staff';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { staffProposal } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { type Decider, deciderDetail, GRANT_APPLIERS, type GrantContext } from './apply-staff-grant';
import { lockStaffProposal, type StaffProposalRow, staffProposalOf } from './staff-proposal-view';

export const grantContextOf = (deps: Deps): GrantContext => ({ config: deps.config, mailer: deps.mailer, writer: deps });

/**
 * The second administrator is never the proposer (403 OWN_PROPOSAL) nor the member the proposal is about (403
 * SELF_ACTION_FORBIDDEN): one person cannot be both pairs of eyes on their own grant.
 */
function refuseStaffDecider(row: StaffProposalRow, actorId: number): void {
  if (row.proposedBy === actorId) throw new AppError('OWN_PROPOSAL');
  if (row.subjectId === actorId) throw new AppError('SELF_ACTION_FORBIDDEN');
}

const decidedOnce = (row: StaffProposalRow): void => {
  if (row.status !== 'PENDING') throw new AppError('PROPOSAL_DECIDED');
};

/**
 * Approves a proposal locked by the caller's transaction: the grant is applied (the account made and its link mailed,
 * the role given, the member enabled), the proposal marked approved and both audited, together. A grant that can no
 * longer be applied (the member moved on, the username was taken) answers 409 and nothing changes.
 */
export async function approveLockedStaffProposal(
  context: GrantContext,
  tx: Tx,
  row: StaffProposalRow,
  decider: Decider,
  ip?: string,
): Promise<void> {
  decidedOnce(row);
  if (decider.actorId !== null) refuseStaffDecider(row, decider.actorId);
  const { subjectId } = await GRANT_APPLIERS[row.kind](context, tx, row, decider, ip);
  await tx
    .update(staffProposal)
    .set({ status: 'APPROVED', subjectId, decidedBy: decider.actorId, decidedByOperator: decider.operator, decidedAt: new Date() })
    .where(eq(staffProposal.id, row.id));
  await recordAudit(tx, {
    actorId: decider.actorId,
    action: 'staffProposal.approve',
    targetType: 'staff_proposal',
    targetId: row.id,
    detail: { grant: row.kind, username: row.username, role: row.role, proposedBy: row.proposedBy, ...deciderDetail(decider) },
    ipAddress: ip,
  });
}

/** Rejects a proposal locked by the caller's transaction, with the reason: nothing but the proposal changes. */
export async function rejectLockedStaffProposal(
  tx: Tx,
  row: StaffProposalRow,
  decider: Decider,
  reason: string,
  ip?: string,
): Promise<void> {
  decidedOnce(row);
  if (decider.actorId !== null) refuseStaffDecider(row, decider.actorId);
  await tx
    .update(staffProposal)
    .set({
      status: 'REJECTED',
      decidedBy: decider.actorId,
      decidedByOperator: decider.operator,
      decidedAt: new Date(),
      decisionReason: reason,
    })
    .where(eq(staffProposal.id, row.id));
  await recordAudit(tx, {
    actorId: decider.actorId,
    action: 'staffProposal.reject',
    targetType: 'staff_proposal',
    targetId: row.id,
    detail: { grant: row.kind, username: row.username, role: row.role, proposedBy: row.proposedBy, reason, ...deciderDetail(decider) },
    ipAddress: ip,
  });
}

/**
 * `POST /admin/staff-proposals/:id/approve/`: a second administrator approves. The proposal row is locked, so two
 * approvers at once apply it once (the second meets 409 PROPOSAL_DECIDED).
 */
export async function approveStaffProposal(deps: Deps, actorId: number, id: number, meta: RequestMeta): Promise<StaffProposal> {
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    const row = await lockStaffProposal(tx, id);
    await approveLockedStaffProposal(grantContextOf(deps), tx, row, { actorId, operator: null }, meta.ip);
  });
  deps.mailer.drain();
  return staffProposalOf(db, id);
}

/** `POST /admin/staff-proposals/:id/reject/`: a second administrator rejects, with a reason. */
export async function rejectStaffProposal(
  deps: Deps,
  actorId: number,
  id: number,
  reason: string,
  meta: RequestMeta,
): Promise<StaffProposal> {
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    const row = await lockStaffProposal(tx, id);
    await rejectLockedStaffProposal(tx, row, { actorId, operator: null }, reason, meta.ip);
  });
  return staffProposalOf(db, id);
}
