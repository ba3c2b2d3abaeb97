import type { RefundBankAccount } from '@ico/domain/contracts/refunds';
import type { RefundReason } from '@ico/domain/reconciliation';
import { type RefundSituation, refundLimit, refundReasonFits, withinRefundLimit } from '@ico/domain/refunds';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankCredit, joiningEvent, moneyProposal, refundCase, verificationSubmission } from '../../db/schema';
import { AppError } from '../../errors';
import type { JoiningRow } from '../joinings/joining-status-writer';

type Reader = Pick<Database, 'select'>;
export type CreditRow = typeof bankCredit.$inferSelect;

/**
 * The investor's approved bank account: their latest bank-file submission that staff approved (DONE), as it was
 * submitted. A newer submission still under screening does not count until it is approved.
 */
export async function approvedBankAccount(db: Reader, userId: number): Promise<RefundBankAccount | null> {
  const [row] = await db
    .select({ data: verificationSubmission.data })
    .from(verificationSubmission)
    .where(
      and(
        eq(verificationSubmission.userId, userId),
        eq(verificationSubmission.item, 'bankFile'),
        eq(verificationSubmission.status, 'DONE'),
      ),
    )
    .orderBy(desc(verificationSubmission.decidedAt), desc(verificationSubmission.id))
    .limit(1);
  const data = row?.data;
  if (!data?.bankName || !data.accountName || !data.accountNumber) return null;
  return { bankCode: data.bankName, accountName: data.accountName, accountNumber: data.accountNumber };
}

/** The approved bank account, or 409 REFUND_NO_BANK_ACCOUNT. */
export async function requireBankAccount(db: Reader, userId: number): Promise<RefundBankAccount> {
  const account = await approvedBankAccount(db, userId);
  if (!account) throw new AppError('REFUND_NO_BANK_ACCOUNT');
  return account;
}

/** Whether the system cancelled the joining for non-payment (its latest step to RESERVATION_REJECTED was the job's). */
async function cancelledForNonPayment(db: Reader, row: JoiningRow): Promise<boolean> {
  if (row.status !== 'RESERVATION_REJECTED') return false;
  const [last] = await db
    .select({ actor: joiningEvent.actor })
    .from(joiningEvent)
    .where(and(eq(joiningEvent.joiningId, row.id), eq(joiningEvent.toStatus, 'RESERVATION_REJECTED')))
    .orderBy(desc(joiningEvent.createdAt), desc(joiningEvent.id))
    .limit(1);
  return last?.actor === 'system';
}

/** What the joining's refund cases without a credit already return. */
async function refundedWithoutCredit(db: Reader, joiningId: number): Promise<string[]> {
  const rows = await db
    .select({ amount: refundCase.amount })
    .from(refundCase)
    .where(and(eq(refundCase.joiningId, joiningId), isNull(refundCase.creditId)));
  return rows.map((r) => r.amount);
}

/**
 * A credit a refund may return: it exists (404 REFUND_CREDIT_NOT_EXIST), it is not refunded yet nor proposed for a
 * refund (409 REFUND_CREDIT_REFUNDED), and when the import matched it to a joining, that is this one (400). `lock`
 * holds the row for the rest of the transaction (the approval).
 */
export async function refundableCredit(db: Reader, creditId: number, joiningId: number, lock: boolean): Promise<CreditRow> {
  const query = db.select().from(bankCredit).where(eq(bankCredit.id, creditId));
  const [credit] = lock ? await query.for('update').limit(1) : await query.limit(1);
  if (!credit) throw new AppError('REFUND_CREDIT_NOT_EXIST');
  if (credit.refundId !== null) throw new AppError('REFUND_CREDIT_REFUNDED');
  // A credit attached to a payment's confirmation (proposed or approved) paid that reservation: it is not refunded.
  if (credit.proposalId !== null) {
    const [confirmation] = await db
      .select({ status: moneyProposal.status })
      .from(moneyProposal)
      .where(eq(moneyProposal.id, credit.proposalId))
      .limit(1);
    if (confirmation && (confirmation.status === 'PENDING' || confirmation.status === 'APPROVED'))
      throw new AppError('CREDIT_SETTLED', { state: confirmation.status === 'PENDING' ? 'CONFIRMING' : 'CONFIRMED' });
  }
  const [taken] = await db.select({ id: refundCase.id }).from(refundCase).where(eq(refundCase.creditId, creditId)).limit(1);
  if (taken) throw new AppError('REFUND_CREDIT_REFUNDED');
  if (credit.joiningId !== null && credit.joiningId !== joiningId) throw new AppError('VALIDATION_FAILED', { creditId: 'INVALID_OPTION' });
  return credit;
}

/** Whether another pending refund proposal already names this credit. */
export async function creditProposedElsewhere(db: Reader, creditId: number): Promise<boolean> {
  const [found] = await db
    .select({ id: moneyProposal.id })
    .from(moneyProposal)
    .where(
      and(
        eq(moneyProposal.kind, 'refund.open'),
        eq(moneyProposal.status, 'PENDING'),
        sql`${moneyProposal.change}->>'creditId' = ${String(creditId)}`,
      ),
    )
    .limit(1);
  return found !== undefined;
}

export type RefundCheck = { situation: RefundSituation; limit: string; credit: CreditRow | null };

/** The situation of a joining (and credit) that the reason and limit rules read. */
export async function refundCheckOf(db: Reader, row: JoiningRow, credit: CreditRow | null): Promise<RefundCheck> {
  const situation: RefundSituation = {
    status: row.status,
    cancelledForNonPayment: await cancelledForNonPayment(db, row),
    fromCredit: credit !== null,
  };
  const limit = refundLimit({
    creditAmount: credit?.amount ?? null,
    paid: row.amount,
    refundedWithoutCredit: credit ? [] : await refundedWithoutCredit(db, row.id),
  });
  return { situation, limit, credit };
}

/** The reason must fit (409 REFUND_REASON_MISMATCH) and the amount stay within the limit (409 REFUND_OVER_LIMIT). */
export function checkRefund(check: RefundCheck, reason: RefundReason, amount: string): void {
  if (!refundReasonFits(reason, check.situation)) throw new AppError('REFUND_REASON_MISMATCH', { status: check.situation.status });
  if (!withinRefundLimit(amount, check.limit)) throw new AppError('REFUND_OVER_LIMIT', { limit: check.limit });
}
