import type { Proposal } from '@ico/domain/contracts/proposals';
import type { RefundOpenInput } from '@ico/domain/contracts/refunds';
import { AppError } from '../../errors';
import { refuseOwn } from '../../security/own-account';
import { refuseOwnImport } from '../credits/credit-importer';
import type { Deps, RequestMeta } from '../deps';
import { lockJoining } from '../joinings/joining-status-writer';
import { openProposal } from '../proposals/open-proposal';
import { proposalOf } from '../proposals/proposal-view';
import { pendingConflict } from '../proposals/propose-joining-status';
import { refuseScreeningHold } from '../screening-cases/screening-hold';
import { checkRefund, creditProposedElsewhere, refundableCredit, refundCheckOf, requireBankAccount } from './refund-rules';

/**
 * A staff member proposes money back to an investor (refund.open): nothing moves until a second staff member holding
 * payments.approve approves it. The proposal carries the amount, the reason, the credit and the investor's approved
 * bank account as it is now, so the approver sees where the money goes. Refused on the proposer's own joining (403),
 * for a missing joining or credit (404), a credit refunded or proposed already, a reason that does not fit, more than
 * may be refunded, no approved bank account, and while another proposal of the joining is open (409).
 */
export async function proposeRefund(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  input: RefundOpenInput,
  meta: RequestMeta,
): Promise<Proposal> {
  const db = deps.database.db;
  const id = await db
    .transaction(async (tx) => {
      const row = await lockJoining(tx, input.joiningId);
      if (!row) throw new AppError('NO_JOINING_EXISTS');
      refuseOwn(actorId, row.userId);
      await refuseScreeningHold(tx, row.userId);
      const credit = input.creditId === undefined ? null : await refundableCredit(tx, input.creditId, row.id, true);
      if (credit && (await creditProposedElsewhere(tx, credit.id))) throw new AppError('PROPOSAL_PENDING');
      // Money back from a credit the proposer's own import made would pay out what may never have come in.
      if (credit) await refuseOwnImport(tx, actorId, credit.id);
      checkRefund(await refundCheckOf(tx, row, credit), input.reason, input.amount);
      const account = await requireBankAccount(tx, row.userId);
      const change = { amount: input.amount, reason: input.reason, creditId: credit?.id ?? null, ...account };
      const evidence = input.note ? { note: input.note } : {};
      return openProposal(
        tx,
        actorId,
        {
          kind: 'refund.open',
          offeringId: row.offeringId,
          joiningId: row.id,
          fromStatus: row.status,
          toStatus: 'REFUND_PROCESSING',
          change,
          evidence,
        },
        { joiningId: row.id, amount: input.amount, reason: input.reason, creditId: credit?.id ?? null, note: input.note ?? null },
        meta,
      );
    })
    .catch(pendingConflict);
  return proposalOf(db, id);
}
