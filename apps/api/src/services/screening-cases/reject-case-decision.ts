import type { CaseDetail, CaseRejectionInput } from '@ico/domain/contracts/screening-cases';
import { eq } from 'drizzle-orm';
import { screeningCase } from '../../db/schema';
import { AppError } from '../../errors';
import { refuseOwn } from '../../security/own-account';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { refuseTooNewApprover } from '../staff/approver-eligibility';
import { refuseProposer } from './approve-case-decision';
import { CASE_TARGET, caseDetail, lockCase, refuseDecided } from './case-view';

/**
 * The second officer sends a proposal back with a reason: the case is open again (the account stays under review) and
 * any officer may propose anew. The same rules as an approval decide who may: not the proposer, not on one's own account,
 * not an approver still in their waiting period.
 */
export async function rejectCaseDecision(
  deps: Pick<Deps, 'database' | 'config'>,
  actorId: number,
  id: number,
  input: CaseRejectionInput,
  meta: RequestMeta,
): Promise<CaseDetail> {
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    const row = await lockCase(tx, id);
    refuseDecided(row.status);
    if (row.status !== 'PROPOSED') throw new AppError('STATUS_CONFLICT', { status: row.status });
    refuseProposer(actorId, row);
    refuseOwn(actorId, row.userId);
    await refuseTooNewApprover(tx, actorId, deps.config);
    await tx
      .update(screeningCase)
      .set({ status: 'OPEN', proposedDecision: null, proposedReason: null, proposedBy: null, proposedAt: null })
      .where(eq(screeningCase.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'screening.reject',
      targetType: CASE_TARGET,
      targetId: id,
      detail: {
        userId: row.userId,
        decision: row.proposedDecision,
        proposedBy: row.proposedBy,
        proposedReason: row.proposedReason,
        reason: input.reason,
      },
      ipAddress: meta.ip,
    });
  });
  return caseDetail(db, id);
}
