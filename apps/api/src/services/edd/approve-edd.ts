import type { EddDetail } from '@ico/domain/contracts/edd';
import { eq } from 'drizzle-orm';
import { eddDeclaration, user } from '../../db/schema';
import { AppError } from '../../errors';
import { promotedMessage } from '../../mail/decision-messages';
import { eddMessages } from '../../mail/risk-messages';
import { refuseOwn } from '../../security/own-account';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { sendMessage } from '../messages/send-message';
import { recomputeRisk } from '../risk/recompute-risk';
import { updateUsers } from '../sessions/session-state-writes';
import { refuseTooNewApprover } from '../staff/approver-eligibility';
import { lockUser, promoteIfQualified } from '../verification/verification-state';
import { eddDetailOf, lockEdd } from './edd-view';

/**
 * `POST /admin/edd/:id/approve/`: the senior approval (the route asks for `edd.approve`, which only the admin role
 * holds) of a declaration compliance proposed: four eyes, so never its proposer (403 OWN_PROPOSAL), never on one's own
 * account (403 SELF_ACTION_FORBIDDEN), never a member still in their waiting period (403 APPROVER_TOO_NEW). The approval
 * is the investor's periodic review (the next one counts from now); the investor whose verification is complete
 * becomes a retail investor in the same transaction, and is told.
 */
export async function approveEdd(
  deps: Pick<Deps, 'database' | 'mailer' | 'config' | 'sessionCache'>,
  actorId: number,
  id: number,
  meta: RequestMeta,
): Promise<EddDetail> {
  return deps.database.db.transaction(async (tx) => {
    const row = await lockEdd(tx, id);
    refuseOwn(actorId, row.userId);
    if (row.status !== 'PROPOSED') throw new AppError('EDD_STATUS_CONFLICT');
    if (row.proposedBy !== null && row.proposedBy === actorId) throw new AppError('OWN_PROPOSAL');
    await refuseTooNewApprover(tx, actorId, deps.config);
    const account = await lockUser(tx, row.userId);
    const now = new Date();
    await tx.update(eddDeclaration).set({ status: 'APPROVED', decidedBy: actorId, decidedAt: now }).where(eq(eddDeclaration.id, id));
    await updateUsers(deps, tx, eq(user.id, row.userId), { riskReviewedAt: now });
    await recomputeRisk(deps, tx, row.userId, now);
    const language = account.language === 'th' ? 'th' : 'en';
    await sendMessage(deps, tx, { userId: row.userId, senderId: actorId, ...eddMessages.approved(language) });
    const promoted = await promoteIfQualified(deps, tx, row.userId);
    if (promoted) await sendMessage(deps, tx, { userId: row.userId, senderId: actorId, ...promotedMessage(language) });
    await recordAudit(tx, {
      actorId,
      action: 'edd.approve',
      targetType: 'edd',
      targetId: id,
      detail: { userId: row.userId, proposedBy: row.proposedBy, promoted },
      ipAddress: meta.ip,
    });
    return eddDetailOf(tx, id);
  });
}
