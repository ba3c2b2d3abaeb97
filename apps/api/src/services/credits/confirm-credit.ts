import type { ConfirmCredit, ConfirmCreditAnswer } from '@ico/domain/contracts/statements';
import { bookedBeforeReservation } from '@ico/domain/credit-matching';
import { compareDecimals } from '@ico/domain/money';
import { AWAITING_PAYMENT_STATUSES } from '@ico/domain/reconciliation';
import { SLIP_UPLOAD_STATUSES } from '@ico/domain/statuses';
import { eq } from 'drizzle-orm';
import { bankCredit } from '../../db/schema';
import { AppError } from '../../errors';
import { foundOnStatementReason } from '../../mail/joining-messages';
import { refuseOwn } from '../../security/own-account';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { changeJoiningStatus, lockJoining } from '../joinings/joining-status-writer';
import { languageOf } from '../joinings/payment-slip-rules';
import { openProposal } from '../proposals/open-proposal';
import { pendingConflict } from '../proposals/propose-joining-status';
import { creditProposedElsewhere } from '../refunds/refund-rules';
import { refuseScreeningHold } from '../screening-cases/screening-hold';
import { refuseOwnImport } from './credit-importer';
import { creditDetail, creditRow } from './credit-view';

/** The history reason (and the investor's message) when a credit moves a joining to payment screening. */

const isIn = (list: readonly string[], value: string) => list.includes(value);

/**
 * POST /admin/credits/:id/confirm/: attaches the credit to its joining (the matched one, or the one staff chose) and
 * opens the four-eyes proposal PAYMNENT_CONFIRMED with the credit as evidence. A joining still waiting for its slip
 * first moves to PAYMNENT_SCREENING (the system's step: the money is there). Refused: a credit already confirming,
 * confirmed or refunded (409 CREDIT_SETTLED), no joining named for a credit that is not MATCHED (400), the staff
 * member's own joining (403), a joining not awaiting payment (409 STATUS_CONFLICT), an amount that is not exactly the
 * amount due (409 CREDIT_AMOUNT_MISMATCH), a credit booked before the reservation was made (409
 * CREDIT_BEFORE_RESERVATION), the member who imported the credit's statement (403 CREDIT_OWN_IMPORT), another open
 * proposal of the joining (409 PROPOSAL_PENDING).
 */
export async function confirmCredit(
  deps: Pick<Deps, 'database' | 'mailer' | 'config'>,
  actorId: number,
  creditId: number,
  input: ConfirmCredit,
  meta: RequestMeta,
): Promise<ConfirmCreditAnswer> {
  const db = deps.database.db;
  const proposalId = await db
    .transaction(async (tx) => {
      // The credit row is locked first: two staff confirming it at once take turns, the second meets CREDIT_SETTLED.
      await tx.select({ id: bankCredit.id }).from(bankCredit).where(eq(bankCredit.id, creditId)).for('update');
      const { credit, state } = await creditRow(tx, creditId);
      if (state !== 'OPEN') throw new AppError('CREDIT_SETTLED', { state });
      await refuseOwnImport(tx, actorId, creditId);
      // A refund of this credit proposed and not yet decided: the money is on its way back, not paying a reservation.
      if (await creditProposedElsewhere(tx, creditId)) throw new AppError('CREDIT_SETTLED', { state: 'REFUNDING' });
      const joiningId = input.joiningId ?? (credit.match === 'MATCHED' ? credit.joiningId : null);
      if (joiningId === null) throw new AppError('VALIDATION_FAILED', { joiningId: 'REQUIRED' });
      const target = await lockJoining(tx, joiningId);
      if (!target) throw new AppError('NO_JOINING_EXISTS');
      refuseOwn(actorId, target.userId);
      await refuseScreeningHold(tx, target.userId);
      if (!isIn(AWAITING_PAYMENT_STATUSES, target.status)) throw new AppError('STATUS_CONFLICT', { status: target.status });
      const due = target.payAmount ?? target.amount;
      if (due === null || compareDecimals(due, credit.amount) !== 0) throw new AppError('CREDIT_AMOUNT_MISMATCH');
      if (bookedBeforeReservation(credit.bookedAt, target.reservedAt)) throw new AppError('CREDIT_BEFORE_RESERVATION');
      let current = target;
      if (isIn(SLIP_UPLOAD_STATUSES, target.status)) {
        current = await changeJoiningStatus(deps, tx, target, 'PAYMNENT_SCREENING', {
          actor: 'system',
          actorId: null,
          reason: foundOnStatementReason(await languageOf(tx, target.userId)),
        });
      }
      const evidence = {
        creditId: String(credit.id),
        amountSeen: credit.amount,
        ...(credit.reference ? { bankReference: credit.reference } : {}),
        ...(input.note ? { note: input.note } : {}),
      };
      const opened = await openProposal(
        tx,
        actorId,
        {
          kind: 'joining.status',
          offeringId: current.offeringId,
          joiningId: current.id,
          fromStatus: current.status,
          toStatus: 'PAYMNENT_CONFIRMED',
          evidence,
        },
        { joiningId: current.id, from: current.status, to: 'PAYMNENT_CONFIRMED', evidence },
        meta,
      );
      await tx.update(bankCredit).set({ joiningId: current.id, proposalId: opened }).where(eq(bankCredit.id, credit.id));
      await recordAudit(tx, {
        actorId,
        action: 'credit.confirm',
        targetType: 'credit',
        targetId: credit.id,
        detail: {
          joiningId: current.id,
          offeringId: current.offeringId,
          amount: credit.amount,
          match: credit.match,
          proposalId: opened,
          movedFrom: target.status !== current.status ? target.status : undefined,
        },
        ipAddress: meta.ip,
      });
      return opened;
    })
    .catch(pendingConflict);
  return { credit: await creditDetail(db, creditId), proposalId };
}
