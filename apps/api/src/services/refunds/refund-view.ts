import type {
  InvestorRefund,
  RefundCredit,
  RefundDraft,
  RefundDraftQuery,
  RefundsQuery,
  StaffRefund,
  StaffRefundDetail,
} from '@ico/domain/contracts/refunds';
import { RECONCILIATION_PAGE_SIZE } from '@ico/domain/reconciliation';
import { fittingRefundReasons, maskAccountNumber } from '@ico/domain/refunds';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { bankCredit, joining, moneyProposal, offering, refundCase, user } from '../../db/schema';
import { AppError } from '../../errors';
import { ownJoining } from '../joinings/joining-view';
import { proposalOf } from '../proposals/proposal-view';
import { approvedBankAccount, type CreditRow, refundableCredit, refundCheckOf } from './refund-rules';

type Reader = Pick<Database, 'select'>;

const investorUser = alias(user, 'refund_investor');
const openedBy = alias(user, 'refund_opened_by');
const openApprovedBy = alias(user, 'refund_open_approved_by');
const doneBy = alias(user, 'refund_done_by');
const doneApprovedBy = alias(user, 'refund_done_approved_by');

const person = (id: number | null, username: string | null) => (id !== null && username !== null ? { id, username } : null);

export const creditView = (c: CreditRow): RefundCredit => ({
  id: c.id,
  bookedAt: c.bookedAt.toISOString(),
  amount: c.amount,
  reference: c.reference,
  sender: c.sender,
  match: c.match,
  joiningId: c.joiningId,
  refundId: c.refundId,
});

async function shape(db: Reader, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<StaffRefund[]> {
  const query = db
    .select({
      refund: refundCase,
      joining: { id: joining.id, status: joining.status, amount: joining.amount },
      offering: { id: offering.id, tokenName: offering.tokenName, ticker: offering.ticker },
      investorName: investorUser.username,
      credit: bankCredit,
      openedByName: openedBy.username,
      openApprovedByName: openApprovedBy.username,
      doneByName: doneBy.username,
      doneApprovedByName: doneApprovedBy.username,
    })
    .from(refundCase)
    .innerJoin(joining, eq(joining.id, refundCase.joiningId))
    .innerJoin(offering, eq(offering.id, joining.offeringId))
    .innerJoin(investorUser, eq(investorUser.id, refundCase.userId))
    .leftJoin(bankCredit, eq(bankCredit.id, refundCase.creditId))
    .leftJoin(openedBy, eq(openedBy.id, refundCase.openedBy))
    .leftJoin(openApprovedBy, eq(openApprovedBy.id, refundCase.openApprovedBy))
    .leftJoin(doneBy, eq(doneBy.id, refundCase.doneBy))
    .leftJoin(doneApprovedBy, eq(doneApprovedBy.id, refundCase.doneApprovedBy))
    .where(where)
    .orderBy(desc(refundCase.openedAt), desc(refundCase.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => ({
    id: r.refund.id,
    status: r.refund.status,
    reason: r.refund.reason,
    amount: r.refund.amount,
    joining: r.joining,
    offering: r.offering,
    investor: { id: r.refund.userId, username: r.investorName },
    credit: r.credit ? creditView(r.credit) : null,
    account: { bankCode: r.refund.bankCode, accountName: r.refund.bankAccountName, accountNumber: r.refund.bankAccountNumber },
    bankReference: r.refund.bankReference,
    note: r.refund.note,
    openedBy: person(r.refund.openedBy, r.openedByName),
    openApprovedBy: person(r.refund.openApprovedBy, r.openApprovedByName),
    openedAt: r.refund.openedAt.toISOString(),
    doneBy: person(r.refund.doneBy, r.doneByName),
    doneApprovedBy: person(r.refund.doneApprovedBy, r.doneApprovedByName),
    doneAt: r.refund.doneAt?.toISOString() ?? null,
  }));
}

/** GET /admin/refunds/: newest first, by status or all. */
export async function refundsPage(db: Reader, query: RefundsQuery): Promise<{ results: StaffRefund[]; count: number }> {
  const where = query.status ? eq(refundCase.status, query.status) : undefined;
  const [results, [total]] = await Promise.all([
    shape(db, where, { limit: RECONCILIATION_PAGE_SIZE, offset: (query.page - 1) * RECONCILIATION_PAGE_SIZE }),
    db.select({ n: count() }).from(refundCase).where(where),
  ]);
  return { results, count: Number(total?.n ?? 0) };
}

/** One refund case, or 404 REFUND_NOT_EXIST. */
export async function staffRefundOf(db: Reader, id: number): Promise<StaffRefund> {
  const [found] = await shape(db, eq(refundCase.id, id));
  if (!found) throw new AppError('REFUND_NOT_EXIST');
  return found;
}

/** The pending proposal to mark a refund case done, or null. */
export async function pendingCompletionOf(db: Reader, refundId: number): Promise<number | null> {
  const [found] = await db
    .select({ id: moneyProposal.id })
    .from(moneyProposal)
    .where(
      and(
        eq(moneyProposal.kind, 'refund.complete'),
        eq(moneyProposal.status, 'PENDING'),
        sql`${moneyProposal.change}->>'refundId' = ${String(refundId)}`,
      ),
    )
    .limit(1);
  return found?.id ?? null;
}

/** GET /admin/refunds/:id/ */
export async function refundDetail(db: Reader, id: number): Promise<StaffRefundDetail> {
  const refund = await staffRefundOf(db, id);
  const pending = await pendingCompletionOf(db, id);
  return { refund, proposal: pending === null ? null : await proposalOf(db, pending) };
}

/** GET /admin/refunds/draft/: what the open form shows and offers for a joining (and a credit). */
export async function refundDraft(db: Reader, query: RefundDraftQuery): Promise<RefundDraft> {
  const [found] = await db
    .select({ joining, offering: { id: offering.id, tokenName: offering.tokenName, ticker: offering.ticker }, investorName: user.username })
    .from(joining)
    .innerJoin(offering, eq(offering.id, joining.offeringId))
    .innerJoin(user, eq(user.id, joining.userId))
    .where(eq(joining.id, query.joiningId))
    .limit(1);
  if (!found) throw new AppError('NO_JOINING_EXISTS');
  const row = found.joining;
  const credit = query.creditId === undefined ? null : await refundableCredit(db, query.creditId, row.id, false);
  const check = await refundCheckOf(db, row, credit);
  return {
    joining: { id: row.id, status: row.status, amount: row.amount },
    offering: found.offering,
    investor: { id: row.userId, username: found.investorName },
    credit: credit ? creditView(credit) : null,
    account: await approvedBankAccount(db, row.userId),
    reasons: fittingRefundReasons(check.situation),
    limit: check.limit,
    refunds: await shape(db, eq(refundCase.joiningId, row.id)),
  };
}

/** GET /icoportal/joinings/:id/refunds/: the caller's own joining only (another's answers 404 NO_JOINING_EXISTS). */
export async function investorRefunds(db: Reader, userId: number, joiningId: number): Promise<InvestorRefund[]> {
  const row = await ownJoining(db, userId, joiningId);
  const cases = await db
    .select()
    .from(refundCase)
    .where(and(eq(refundCase.joiningId, row.id), eq(refundCase.userId, userId)))
    .orderBy(desc(refundCase.openedAt), desc(refundCase.id));
  return cases.map((c) => ({
    id: c.id,
    status: c.status,
    reason: c.reason,
    amount: c.amount,
    bankCode: c.bankCode,
    accountName: c.bankAccountName,
    accountNumberMasked: maskAccountNumber(c.bankAccountNumber),
    bankReference: c.status === 'REFUND_DONE' ? c.bankReference : null,
    openedAt: c.openedAt.toISOString(),
    doneAt: c.doneAt?.toISOString() ?? null,
  }));
}
