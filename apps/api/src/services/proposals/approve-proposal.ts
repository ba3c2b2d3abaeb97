import type { Proposal } from '@ico/domain/contracts/proposals';
import { decisionRefusal, type ProposalKind, proposedTerms } from '@ico/domain/four-eyes';
import { isLanguage } from '@ico/domain/language';
import { UNPAID_RESERVATION_STATUSES } from '@ico/domain/statuses';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bankCredit, joining, moneyProposal, offering, user } from '../../db/schema';
import { AppError } from '../../errors';
import { paymentTermsChangedMessage } from '../../mail/payment-terms-messages';
import { tellJoiningsChanged } from '../../plugins/services/joinings-cache';
import { PINNED_TERMS_COLUMNS, renewMoneyMac } from '../../security/money-mac';
import { recordAudit } from '../audit/record-audit';
import { refuseOwnImport } from '../credits/credit-importer';
import type { Deps, RequestMeta } from '../deps';
import { changeJoiningStatus, lockJoining } from '../joinings/joining-status-writer';
import { updateJoinings } from '../joinings/joining-writes';
import { sendMessage } from '../messages/send-message';
import { lockOffering } from '../offerings/offering-row';
import { applyRefundComplete, applyRefundOpen, followJoiningRefund } from '../refunds/apply-refund';
import { refuseHeldStatus } from '../screening-cases/screening-hold';
import { refuseTooNewApprover } from '../staff/approver-eligibility';
import { FUNDING_FAIL_FROM, lockProposal, type ProposalRow, proposalOf } from './proposal-view';

type Approver = Pick<Deps, 'database' | 'mailer' | 'config'>;

const reasonOf = (row: ProposalRow): string | null => (typeof row.evidence.reason === 'string' ? row.evidence.reason : null);

function refuse(code: ReturnType<typeof decisionRefusal>): void {
  if (code) throw new AppError(code);
}

/** One joining's money status: still at the status it was proposed from (else 409 STATUS_CONFLICT, nothing written). */
async function applyJoiningStatus(deps: Approver, tx: Tx, row: ProposalRow, actorId: number, meta: RequestMeta) {
  if (row.joiningId === null || row.toStatus === null) throw new AppError('INTERNAL_ERROR');
  const target = await lockJoining(tx, row.joiningId);
  if (!target) throw new AppError('NO_JOINING_EXISTS');
  refuse(decisionRefusal('approve', { actorId, proposerId: row.proposedBy, investorId: target.userId, status: row.status }));
  await refuseHeldStatus(tx, target.userId, row.toStatus);
  if (target.status !== row.fromStatus) throw new AppError('STATUS_CONFLICT', { status: target.status });
  // A bank statement credit as the payment's evidence: not if it went back to the investor in the meantime.
  // Nor may the member who imported its statement approve it (four eyes on the evidence as on the decision).
  const creditId = Number(row.evidence.creditId);
  if (Number.isInteger(creditId) && creditId > 0) {
    const [credit] = await tx.select({ refundId: bankCredit.refundId }).from(bankCredit).where(eq(bankCredit.id, creditId)).for('update');
    if (credit?.refundId != null) throw new AppError('CREDIT_SETTLED', { state: 'REFUNDING' });
    await refuseOwnImport(tx, actorId, creditId);
  }
  const reason = reasonOf(row);
  await changeJoiningStatus(deps, tx, target, row.toStatus, { actor: 'staff', actorId, reason });
  await recordAudit(tx, {
    actorId,
    action: 'joining.status',
    targetType: 'joining',
    targetId: target.id,
    detail: { offeringId: target.offeringId, from: target.status, to: row.toStatus, reason, proposalId: row.id },
    ipAddress: meta.ip,
  });
  await followJoiningRefund(deps, tx, target, row, actorId, meta);
  return { joiningId: target.id, from: target.status, to: row.toStatus };
}

/** Every paid joining of the offering to FUNDING_FAIL, each through the status writer (history, message, mail). */
async function applyFundingFail(deps: Approver, tx: Tx, row: ProposalRow, actorId: number, meta: RequestMeta) {
  const paid = await tx
    .select()
    .from(joining)
    .where(and(eq(joining.offeringId, row.offeringId), inArray(joining.status, [...FUNDING_FAIL_FROM])))
    .orderBy(asc(joining.id))
    .for('update');
  refuse(decisionRefusal('approve', { actorId, proposerId: row.proposedBy, investorId: null, status: row.status }));
  if (paid.some((j) => j.userId === actorId)) throw new AppError('SELF_ACTION_FORBIDDEN');
  const reason = reasonOf(row);
  for (const target of paid) {
    await changeJoiningStatus(deps, tx, target, 'FUNDING_FAIL', { actor: 'staff', actorId, reason });
    await recordAudit(tx, {
      actorId,
      action: 'joining.status',
      targetType: 'joining',
      targetId: target.id,
      detail: { offeringId: target.offeringId, from: target.status, to: 'FUNDING_FAIL', reason, proposalId: row.id },
      ipAddress: meta.ip,
    });
  }
  return { joinings: paid.map((j) => j.id) };
}

/**
 * The offering's new payment terms, for new reservations: open reservations not yet in their payment period keep the
 * terms they reserved under (pinned now), and every investor with an unpaid reservation is told, in their language.
 */
async function applyPaymentTerms(deps: Approver, tx: Tx, row: ProposalRow, actorId: number) {
  refuse(decisionRefusal('approve', { actorId, proposerId: row.proposedBy, investorId: null, status: row.status }));
  const open = and(
    eq(joining.offeringId, row.offeringId),
    inArray(joining.status, [...UNPAID_RESERVATION_STATUSES]),
    isNotNull(joining.amount),
  );
  // The lock order of every flow is joining, then offering (a status change moves the offering's reserved counter
  // while it holds its joining): the open reservations first, then the offering, which new reservations wait for.
  await tx.select({ id: joining.id }).from(joining).where(open).orderBy(asc(joining.id)).for('update');
  const current = await lockOffering(tx, row.offeringId);
  if (!current) throw new AppError('ICO_NOT_EXIST');
  const terms = proposedTerms(row.change as Record<string, unknown>, current);
  const now = new Date();
  const pinned = await updateJoinings(tx, and(open, isNull(joining.payTermsPinnedAt)), {
    payPromptPayId: current.promptPayId,
    payInstructionsEN: current.paymentInstructionsEN,
    payInstructionsTH: current.paymentInstructionsTH,
    payBank: current.payeeBank,
    payAccountNumber: current.payeeAccountNumber,
    payAccountName: current.payeeAccountName,
    payAmount: joining.amount,
    payTermsPinnedAt: now,
  });
  // The money MAC of each reservation pinned now covers its terms (security/money-mac.ts).
  for (const target of pinned) await renewMoneyMac(tx, target, PINNED_TERMS_COLUMNS);
  // The offering's new terms change the lists of many investors (the pinned ones told theirs).
  await tellJoiningsChanged(tx, 'everyone');
  await tx
    .update(offering)
    .set({
      promptPayId: terms.promptPayId,
      paymentInstructionsEN: terms.paymentInstructionsEN,
      paymentInstructionsTH: terms.paymentInstructionsTH,
      payeeBank: terms.payeeBank,
      payeeAccountNumber: terms.payeeAccountNumber,
      payeeAccountName: terms.payeeAccountName,
      updatedAt: now,
    })
    .where(eq(offering.id, row.offeringId));
  const investors = await tx
    .select({ joiningId: joining.id, userId: user.id, email: user.email, language: user.language })
    .from(joining)
    .innerJoin(user, eq(user.id, joining.userId))
    .where(open)
    .orderBy(asc(joining.id));
  for (const investor of investors) {
    const language = isLanguage(investor.language) ? investor.language : 'en';
    await sendMessage(deps, tx, {
      userId: investor.userId,
      recipient: { email: investor.email, language: investor.language },
      senderId: actorId,
      ...paymentTermsChangedMessage(language, { tokenName: current.tokenName, ticker: current.ticker, joiningId: investor.joiningId }),
    });
  }
  return { told: investors.length };
}

/** What approving each kind of proposal does; each answers the detail its approval's audit row records. */
type Applier = (deps: Approver, tx: Tx, row: ProposalRow, actorId: number, meta: RequestMeta) => Promise<Record<string, unknown>>;

const APPLIERS: Record<ProposalKind, Applier> = {
  'joining.status': applyJoiningStatus,
  'offering.fundingFail': applyFundingFail,
  'offering.paymentTerms': (deps, tx, row, actorId) => applyPaymentTerms(deps, tx, row, actorId),
  'refund.open': applyRefundOpen,
  'refund.complete': applyRefundComplete,
};

/**
 * The second pair of eyes approves: the proposal row is locked (two approvers at once approve it once; the second
 * meets 409 PROPOSAL_DECIDED), the rules of `decisionRefusal` answer, and the change is made in the same transaction
 * as the proposal's decision and its audit row. Nothing reaches an investor before this.
 */
export async function approveProposal(deps: Approver, actorId: number, id: number, meta: RequestMeta): Promise<Proposal> {
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    const row = await lockProposal(tx, id);
    refuse(row.status === 'PENDING' ? null : 'PROPOSAL_DECIDED');
    await refuseTooNewApprover(tx, actorId, deps.config);
    const applied = await APPLIERS[row.kind](deps, tx, row, actorId, meta);
    await tx.update(moneyProposal).set({ status: 'APPROVED', decidedBy: actorId, decidedAt: new Date() }).where(eq(moneyProposal.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'proposal.approve',
      targetType: 'proposal',
      targetId: id,
      detail: { kind: row.kind, offeringId: row.offeringId, proposedBy: row.proposedBy, ...applied },
      ipAddress: meta.ip,
    });
  });
  return proposalOf(db, id);
}
