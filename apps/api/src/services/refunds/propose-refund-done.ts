import type { Proposal } from '@ico/domain/contracts/proposals';
import type { RefundCompleteInput } from '@ico/domain/contracts/refunds';
import { eq } from 'drizzle-orm';
import { joining } from '../../db/schema';
import { AppError } from '../../errors';
import { refuseOwn } from '../../security/own-account';
import type { Deps, RequestMeta } from '../deps';
import { openProposal } from '../proposals/open-proposal';
import { proposalOf } from '../proposals/proposal-view';
import { pendingConflict } from '../proposals/propose-joining-status';
import { refuseScreeningHold } from '../screening-cases/screening-hold';
import { lockRefund } from './refund-row';

/**
 * A staff member proposes that a refund case is done, with the refund transfer's bank reference (refund.complete):
 * it is done when a second staff member approves. Refused for a missing case (404), the proposer's own (403), a case
 * done already and while another proposal of its joining is open (409).
 */
export async function proposeRefundDone(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  refundId: number,
  input: RefundCompleteInput,
  meta: RequestMeta,
): Promise<Proposal> {
  const db = deps.database.db;
  const id = await db
    .transaction(async (tx) => {
      const refund = await lockRefund(tx, refundId);
      refuseOwn(actorId, refund.userId);
      await refuseScreeningHold(tx, refund.userId);
      if (refund.status === 'REFUND_DONE') throw new AppError('REFUND_ALREADY_DONE');
      const [target] = await tx.select({ offeringId: joining.offeringId }).from(joining).where(eq(joining.id, refund.joiningId)).limit(1);
      if (!target) throw new AppError('NO_JOINING_EXISTS');
      const evidence = input.note ? { bankReference: input.bankReference, note: input.note } : { bankReference: input.bankReference };
      return openProposal(
        tx,
        actorId,
        {
          kind: 'refund.complete',
          offeringId: target.offeringId,
          joiningId: refund.joiningId,
          toStatus: 'REFUND_DONE',
          change: {
            refundId: refund.id,
            amount: refund.amount,
            reason: refund.reason,
            creditId: refund.creditId,
            bankCode: refund.bankCode,
            accountName: refund.bankAccountName,
            accountNumber: refund.bankAccountNumber,
          },
          evidence,
        },
        { refundId: refund.id, joiningId: refund.joiningId, bankReference: input.bankReference, note: input.note ?? null },
        meta,
      );
    })
    .catch(pendingConflict);
  return proposalOf(db, id);
}
