import type { FundingFailProposalInput, Proposal } from '@ico/domain/contracts/proposals';
import { and, eq, inArray } from 'drizzle-orm';
import { joining } from '../../db/schema';
import { AppError } from '../../errors';
import { refuseOwn } from '../../security/own-account';
import type { Deps, RequestMeta } from '../deps';
import { lockOffering } from '../offerings/offering-row';
import { openProposal } from './open-proposal';
import { FUNDING_FAIL_FROM, proposalOf } from './proposal-view';
import { pendingConflict } from './propose-joining-status';

/**
 * A staff member proposes that an offering failed: approved, every paid joining of it moves to FUNDING_FAIL. Refused
 * when the proposer holds a paid joining of it themselves (403 SELF_ACTION_FORBIDDEN) and while one is open (409).
 */
export async function proposeFundingFail(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  offeringId: number,
  input: FundingFailProposalInput,
  meta: RequestMeta,
): Promise<Proposal> {
  const db = deps.database.db;
  const id = await db
    .transaction(async (tx) => {
      const current = await lockOffering(tx, offeringId);
      if (!current) throw new AppError('ICO_NOT_EXIST');
      const [own] = await tx
        .select({ userId: joining.userId })
        .from(joining)
        .where(and(eq(joining.offeringId, offeringId), eq(joining.userId, actorId), inArray(joining.status, [...FUNDING_FAIL_FROM])))
        .limit(1);
      refuseOwn(actorId, own?.userId);
      const evidence = input.note ? { reason: input.reason, note: input.note } : { reason: input.reason };
      return openProposal(
        tx,
        actorId,
        { kind: 'offering.fundingFail', offeringId, toStatus: 'FUNDING_FAIL', evidence },
        { evidence },
        meta,
      );
    })
    .catch(pendingConflict);
  return proposalOf(db, id);
}
