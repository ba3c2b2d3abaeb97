import type { CaseDetail, CaseProposalInput } from '@ico/domain/contracts/screening-cases';
import { eq } from 'drizzle-orm';
import { screeningCase } from '../../db/schema';
import { AppError } from '../../errors';
import { refuseOwn } from '../../security/own-account';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { CASE_TARGET, caseDetail, lockCase, refuseDecided } from './case-view';

/**
 * The first officer proposes FALSE_POSITIVE or TRUE_MATCH with a reason. Nothing changes for the investor yet: a second
 * officer approves (approve-case-decision.ts). The case row is locked; a case already proposed answers 409
 * PROPOSAL_PENDING, a decided one 409 SCREENING_CASE_DECIDED; never on the officer's own account.
 */
export async function proposeCaseDecision(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  id: number,
  input: CaseProposalInput,
  meta: RequestMeta,
): Promise<CaseDetail> {
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    const row = await lockCase(tx, id);
    refuseDecided(row.status);
    if (row.status === 'PROPOSED') throw new AppError('PROPOSAL_PENDING');
    refuseOwn(actorId, row.userId);
    await tx
      .update(screeningCase)
      .set({
        status: 'PROPOSED',
        proposedDecision: input.decision,
        proposedReason: input.reason,
        proposedBy: actorId,
        proposedAt: new Date(),
      })
      .where(eq(screeningCase.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'screening.propose',
      targetType: CASE_TARGET,
      targetId: id,
      detail: { userId: row.userId, decision: input.decision, reason: input.reason },
      ipAddress: meta.ip,
    });
  });
  return caseDetail(db, id);
}
