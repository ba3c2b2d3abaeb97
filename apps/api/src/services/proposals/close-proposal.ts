import type { Proposal } from '@ico/domain/contracts/proposals';
import { type DecisionStep, decisionRefusal } from '@ico/domain/four-eyes';
import { eq } from 'drizzle-orm';
import { joining, moneyProposal } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { lockProposal, proposalOf } from './proposal-view';

/**
 * Closes a pending proposal without changing anything else: rejected by a second staff member with a reason, or
 * withdrawn by its proposer. The row is locked; `decisionRefusal` answers who may; the step is audited.
 */
export async function closeProposal(
  deps: Pick<Deps, 'database'>,
  step: Exclude<DecisionStep, 'approve'>,
  actorId: number,
  id: number,
  reason: string | null,
  meta: RequestMeta,
): Promise<Proposal> {
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    const row = await lockProposal(tx, id);
    const [target] = row.joiningId
      ? await tx.select({ userId: joining.userId }).from(joining).where(eq(joining.id, row.joiningId)).limit(1)
      : [];
    const refusal = decisionRefusal(step, { actorId, proposerId: row.proposedBy, investorId: target?.userId ?? null, status: row.status });
    if (refusal) throw new AppError(refusal);
    await tx
      .update(moneyProposal)
      .set({ status: step === 'reject' ? 'REJECTED' : 'WITHDRAWN', decidedBy: actorId, decidedAt: new Date(), decisionReason: reason })
      .where(eq(moneyProposal.id, id));
    await recordAudit(tx, {
      actorId,
      action: step === 'reject' ? 'proposal.reject' : 'proposal.withdraw',
      targetType: 'proposal',
      targetId: id,
      detail: { kind: row.kind, offeringId: row.offeringId, joiningId: row.joiningId, proposedBy: row.proposedBy, reason },
      ipAddress: meta.ip,
    });
  });
  return proposalOf(db, id);
}
