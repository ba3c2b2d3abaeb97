import type { Tx } from '../../db/client';
import { moneyProposal } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { RequestMeta } from '../deps';

type ProposalValues = Omit<typeof moneyProposal.$inferInsert, 'proposedBy' | 'id' | 'status'>;

/**
 * Writes one pending four-eyes proposal by `actorId` and its `proposal.propose` audit row (its kind, offering, and
 * `detail`), in the caller's transaction; answers the new proposal's id. Every kind of proposal is opened here.
 */
export async function openProposal(
  tx: Tx,
  actorId: number,
  values: ProposalValues,
  detail: Record<string, unknown>,
  meta: RequestMeta,
): Promise<number> {
  const [created] = await tx
    .insert(moneyProposal)
    .values({ ...values, proposedBy: actorId })
    .returning({ id: moneyProposal.id });
  if (!created) throw new AppError('INTERNAL_ERROR');
  await recordAudit(tx, {
    actorId,
    action: 'proposal.propose',
    targetType: 'proposal',
    targetId: created.id,
    detail: { kind: values.kind, offeringId: values.offeringId, ...detail },
    ipAddress: meta.ip,
  });
  return created.id;
}
