import type { RefundBankAccount } from '@ico/domain/contracts/refunds';
import { decisionRefusal } from '@ico/domain/four-eyes';
import { isLanguage } from '@ico/domain/language';
import { compareDecimals } from '@ico/domain/money';
import { REFUND_REASONS, type RefundReason } from '@ico/domain/reconciliation';
import { refundLimit } from '@ico/domain/refunds';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { bankCredit, joining, offering, refundCase, user } from '../../db/schema';
import { AppError } from '../../errors';
import { refundDoneMessage, refundOpenedMessage } from '../../mail/refund-messages';
import { recordAudit } from '../audit/record-audit';
import { refuseOwnImport } from '../credits/credit-importer';
import type { Deps, RequestMeta } from '../deps';
import { changeJoiningStatus, type JoiningRow, lockJoining } from '../joinings/joining-status-writer';
import { sendMessage } from '../messages/send-message';
import type { ProposalRow } from '../proposals/proposal-view';
import { refuseScreeningHold } from '../screening-cases/screening-hold';
import { lockRefund, type RefundRow } from './refund-row';
import { checkRefund, refundableCredit, refundCheckOf, requireBankAccount } from './refund-rules';

type Approver = Pick<Deps, 'database' | 'mailer' | 'config'>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const isReason = (value: unknown): value is RefundReason => REFUND_REASONS.includes(value as RefundReason);

function refuse(code: ReturnType<typeof decisionRefusal>): void {
  if (code) throw new AppError(code);
}

/** Tells the investor of a refund opened or done, in their language (inbox message and its mail). */
async function tellInvestor(deps: Approver, tx: Tx, refund: RefundRow, actorId: number): Promise<void> {
  const [context] = await tx
    .select({ email: user.email, language: user.language, tokenName: offering.tokenName, ticker: offering.ticker })
    .from(joining)
    .innerJoin(user, eq(user.id, joining.userId))
    .innerJoin(offering, eq(offering.id, joining.offeringId))
    .where(eq(joining.id, refund.joiningId))
    .limit(1);
  if (!context) return;
  const language = isLanguage(context.language) ? context.language : 'en';
  const ctx = {
    tokenName: context.tokenName,
    ticker: context.ticker,
    joiningId: refund.joiningId,
    amount: refund.amount,
    reason: refund.reason,
    bankCode: refund.bankCode,
    accountNumber: refund.bankAccountNumber,
  };
  await sendMessage(deps, tx, {
    userId: refund.userId,
    recipient: { email: context.email, language: context.language },
    senderId: actorId,
    ...(refund.status === 'REFUND_DONE' && refund.bankReference
      ? refundDoneMessage(language, { ...ctx, bankReference: refund.bankReference })
      : refundOpenedMessage(language, ctx)),
  });
}

/** The joining's money status along the refund, through the one status writer (history, message), audited. */
async function moveJoining(
  deps: Approver,
  tx: Tx,
  row: JoiningRow,
  to: 'REFUND_PROCESSING' | 'REFUND_DONE',
  actorId: number,
  proposalId: number,
  meta: RequestMeta,
) {
  await changeJoiningStatus(deps, tx, row, to, { actor: 'staff', actorId });
  await recordAudit(tx, {
    actorId,
    action: 'joining.status',
    targetType: 'joining',
    targetId: row.id,
    detail: { offeringId: row.offeringId, from: row.status, to, proposalId },
    ipAddress: meta.ip,
  });
}

type Opening = {
  row: JoiningRow;
  amount: string;
  reason: RefundReason;
  creditId: number | null;
  account: RefundBankAccount;
  note: string | null;
  proposal: ProposalRow;
  actorId: number;
};

/** Writes the refund case (REFUND_PROCESSING), ties its credit to it, audits it and tells the investor. */
async function writeCase(deps: Approver, tx: Tx, o: Opening, meta: RequestMeta): Promise<RefundRow> {
  let created: RefundRow | undefined;
  try {
    [created] = await tx
      .insert(refundCase)
      .values({
        joiningId: o.row.id,
        userId: o.row.userId,
        creditId: o.creditId,
        reason: o.reason,
        status: 'REFUND_PROCESSING',
        amount: o.amount,
        bankCode: o.account.bankCode,
        bankAccountName: o.account.accountName,
        bankAccountNumber: o.account.accountNumber,
        note: o.note,
        openedBy: o.proposal.proposedBy,
        openApprovedBy: o.actorId,
      })
      .returning();
  } catch (error) {
    // Two refunds of one credit approved at once: the unique index lets one through.
    if (uniqueViolation(error) === 'refund_case_credit_key') throw new AppError('REFUND_CREDIT_REFUNDED');
    throw error;
  }
  if (!created) throw new AppError('INTERNAL_ERROR');
  if (o.creditId !== null) await tx.update(bankCredit).set({ refundId: created.id }).where(eq(bankCredit.id, o.creditId));
  await recordAudit(tx, {
    actorId: o.actorId,
    action: 'refund.open',
    targetType: 'refund',
    targetId: created.id,
    detail: {
      joiningId: o.row.id,
      amount: o.amount,
      reason: o.reason,
      creditId: o.creditId,
      bankCode: o.account.bankCode,
      proposalId: o.proposal.id,
      proposedBy: o.proposal.proposedBy,
    },
    ipAddress: meta.ip,
  });
  await tellInvestor(deps, tx, created, o.actorId);
  return created;
}

const sameAccount = (a: RefundBankAccount, b: Record<string, unknown>) =>
  a.bankCode === b.bankCode && a.accountName === b.accountName && a.accountNumber === b.accountNumber;

/**
 * Approving `refund.open`: the rules are checked again under the joining's and the credit's locks (the situation may
 * have changed since the proposal), the investor's approved account must still be the one the approver was shown,
 * then the case is written. A FUNDING_FAIL refund moves the joining to REFUND_PROCESSING too.
 */
export async function applyRefundOpen(deps: Approver, tx: Tx, proposal: ProposalRow, actorId: number, meta: RequestMeta) {
  const change = proposal.change;
  const amount = text(change.amount);
  if (proposal.joiningId === null || amount === null || !isReason(change.reason)) throw new AppError('INTERNAL_ERROR');
  const reason = change.reason;
  const row = await lockJoining(tx, proposal.joiningId);
  if (!row) throw new AppError('NO_JOINING_EXISTS');
  refuse(decisionRefusal('approve', { actorId, proposerId: proposal.proposedBy, investorId: row.userId, status: proposal.status }));
  await refuseScreeningHold(tx, row.userId);
  const creditId = typeof change.creditId === 'number' ? change.creditId : null;
  const credit = creditId === null ? null : await refundableCredit(tx, creditId, row.id, true);
  if (credit) await refuseOwnImport(tx, actorId, credit.id);
  checkRefund(await refundCheckOf(tx, row, credit), reason, amount);
  const account = await requireBankAccount(tx, row.userId);
  if (!sameAccount(account, change)) throw new AppError('REFUND_BANK_ACCOUNT_CHANGED');
  const created = await writeCase(
    deps,
    tx,
    { row, amount, reason, creditId, account, note: text(proposal.evidence.note), proposal, actorId },
    meta,
  );
  if (reason === 'FUNDING_FAIL' && row.status === 'FUNDING_FAIL')
    await moveJoining(deps, tx, row, 'REFUND_PROCESSING', actorId, proposal.id, meta);
  return { refundId: created.id, joiningId: row.id, amount, reason, creditId };
}

/** Marks a case done with its bank reference, audits it and tells the investor. */
async function finishCase(
  deps: Approver,
  tx: Tx,
  refund: RefundRow,
  bankReference: string,
  proposal: ProposalRow,
  actorId: number,
  meta: RequestMeta,
) {
  const [done] = await tx
    .update(refundCase)
    .set({ status: 'REFUND_DONE', bankReference, doneAt: new Date(), doneBy: proposal.proposedBy, doneApprovedBy: actorId })
    .where(eq(refundCase.id, refund.id))
    .returning();
  if (!done) throw new AppError('REFUND_NOT_EXIST');
  await recordAudit(tx, {
    actorId,
    action: 'refund.done',
    targetType: 'refund',
    targetId: done.id,
    detail: { joiningId: done.joiningId, amount: done.amount, bankReference, proposalId: proposal.id, proposedBy: proposal.proposedBy },
    ipAddress: meta.ip,
  });
  await tellInvestor(deps, tx, done, actorId);
  return done;
}

/** Whether the joining has other FUNDING_FAIL refund cases still processing. */
async function otherFundingFailOpen(tx: Tx, joiningId: number, except: number): Promise<boolean> {
  const open = await tx
    .select({ id: refundCase.id })
    .from(refundCase)
    .where(and(eq(refundCase.joiningId, joiningId), eq(refundCase.reason, 'FUNDING_FAIL'), eq(refundCase.status, 'REFUND_PROCESSING')));
  return open.some((c) => c.id !== except);
}

/**
 * Approving `refund.complete`: the case, locked, is done with the bank reference the proposer gave (409 when done
 * already). The last FUNDING_FAIL case of a joining at REFUND_PROCESSING moves the joining to REFUND_DONE too.
 */
export async function applyRefundComplete(deps: Approver, tx: Tx, proposal: ProposalRow, actorId: number, meta: RequestMeta) {
  const refundId = proposal.change.refundId;
  const bankReference = text(proposal.evidence.bankReference);
  if (typeof refundId !== 'number' || bankReference === null) throw new AppError('INTERNAL_ERROR');
  const refund = await lockRefund(tx, refundId);
  refuse(decisionRefusal('approve', { actorId, proposerId: proposal.proposedBy, investorId: refund.userId, status: proposal.status }));
  await refuseScreeningHold(tx, refund.userId);
  if (refund.status === 'REFUND_DONE') throw new AppError('REFUND_ALREADY_DONE');
  const done = await finishCase(deps, tx, refund, bankReference, proposal, actorId, meta);
  if (done.reason === 'FUNDING_FAIL' && !(await otherFundingFailOpen(tx, done.joiningId, done.id))) {
    const row = await lockJoining(tx, done.joiningId);
    if (row?.status === 'REFUND_PROCESSING') await moveJoining(deps, tx, row, 'REFUND_DONE', actorId, proposal.id, meta);
  }
  return { refundId: done.id, joiningId: done.joiningId, bankReference };
}

/**
 * The `joining.status` proposals of REFUND_PROCESSING and REFUND_DONE for a FUNDING_FAIL joining keep working and
 * keep every refund in one list: called after the joining moved, they open the case (reason FUNDING_FAIL, what is
 * left of the joining's amount, the approved bank account) or finish its processing FUNDING_FAIL cases.
 */
export async function followJoiningRefund(
  deps: Approver,
  tx: Tx,
  before: JoiningRow,
  proposal: ProposalRow,
  actorId: number,
  meta: RequestMeta,
): Promise<void> {
  if (proposal.toStatus === 'REFUND_PROCESSING' && before.status === 'FUNDING_FAIL') {
    const taken = await tx
      .select({ amount: refundCase.amount })
      .from(refundCase)
      .where(and(eq(refundCase.joiningId, before.id), isNull(refundCase.creditId)));
    const amount = refundLimit({ creditAmount: null, paid: before.amount, refundedWithoutCredit: taken.map((t) => t.amount) });
    if (compareDecimals(amount, 0) <= 0) return;
    const account = await requireBankAccount(tx, before.userId);
    await writeCase(
      deps,
      tx,
      { row: before, amount, reason: 'FUNDING_FAIL', creditId: null, account, note: text(proposal.evidence.note), proposal, actorId },
      meta,
    );
    return;
  }
  if (proposal.toStatus === 'REFUND_DONE') {
    const bankReference = text(proposal.evidence.bankReference);
    if (bankReference === null) return;
    const open = await tx
      .select()
      .from(refundCase)
      .where(and(eq(refundCase.joiningId, before.id), eq(refundCase.reason, 'FUNDING_FAIL'), eq(refundCase.status, 'REFUND_PROCESSING')))
      .for('update');
    for (const refund of open) await finishCase(deps, tx, refund, bankReference, proposal, actorId, meta);
  }
}
