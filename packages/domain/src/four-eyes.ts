import type { JoiningStatus } from './statuses';

/**
 * Four eyes on money (issue 16, PRODUCT.md section 6): these changes are proposed by one staff member and done only
 * when another, holding `payments.approve`, approves them. The investor hears of a change on its approval only.
 */
export const PROPOSAL_KINDS = [
  /** One joining's status change to a status in MONEY_STATUSES (payment confirmed, refund started or done, funding failed). */
  'joining.status',
  /** FUNDING_FAIL for every paid joining of one offering. */
  'offering.fundingFail',
  /** New payment terms (PromptPay ID, instructions) for an offering that already has reservations. */
  'offering.paymentTerms',
  /** A refund case opened (REFUND_PROCESSING): money back to the investor's approved bank account (reconciliation.ts). */
  'refund.open',
  /** A refund case done (REFUND_DONE) with the refund transfer's bank reference. */
  'refund.complete',
] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];

export const PROPOSAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** The joining statuses that move money: reaching one of them by staff needs a second staff member's approval. */
export const MONEY_STATUSES = [
  'PAYMNENT_CONFIRMED',
  'FUNDING_FAIL',
  'REFUND_PROCESSING',
  'REFUND_DONE',
] as const satisfies readonly JoiningStatus[];
export type MoneyStatus = (typeof MONEY_STATUSES)[number];

export const needsSecondApproval = (to: JoiningStatus): to is MoneyStatus => (MONEY_STATUSES as readonly string[]).includes(to);

/** The proposal kind of a staff change to `to`, or null when staff may make it alone. */
export const proposalKindFor = (to: JoiningStatus): ProposalKind | null => (needsSecondApproval(to) ? 'joining.status' : null);

export const EVIDENCE_NOTE_MAX = 500;
export const BANK_REFERENCE_MAX = 100;

/**
 * The evidence fields a proposal may carry. `creditId` is a bank statement credit (issue 17, reconciliation.ts) attached
 * to the joining: the bank's own line of the money received.
 */
export const EVIDENCE_FIELDS = ['slipFileId', 'amountSeen', 'bankReference', 'reason', 'note', 'creditId'] as const;
export type EvidenceField = (typeof EVIDENCE_FIELDS)[number];

/**
 * What the proposer must show for each money status: the slip they looked at with the amount and bank reference
 * on it for a payment; the reason for a funding failure (the investor reads it); the refund's bank reference when
 * it is done. A note is always optional.
 */
export const REQUIRED_EVIDENCE: Record<MoneyStatus, readonly EvidenceField[]> = {
  PAYMNENT_CONFIRMED: ['slipFileId', 'amountSeen', 'bankReference'],
  FUNDING_FAIL: ['reason'],
  REFUND_PROCESSING: [],
  REFUND_DONE: ['bankReference'],
};

/**
 * What a bank statement credit stands in for as PAYMNENT_CONFIRMED evidence: the statement line is the bank's record of
 * the money received (its amount and reference are copied into the evidence), so no slip needs to have been sent.
 */
export const CREDIT_STANDS_IN_FOR = ['slipFileId', 'amountSeen', 'bankReference'] as const satisfies readonly EvidenceField[];

/** The evidence fields a proposal to `to` lacks (blank counts as missing). */
export function missingEvidence(to: MoneyStatus, evidence: Partial<Record<EvidenceField, string | undefined>>): EvidenceField[] {
  const byCredit = to === 'PAYMNENT_CONFIRMED' && Boolean(evidence.creditId?.trim());
  return REQUIRED_EVIDENCE[to].filter(
    (field) => !(byCredit && (CREDIT_STANDS_IN_FOR as readonly string[]).includes(field)) && !evidence[field]?.trim(),
  );
}

/**
 * The new payment terms an `offering.paymentTerms` proposal carries: where the money goes (the PromptPay ID and, since
 * issue 19, the optional payee bank account, all three fields or none) and the instructions.
 */
export type PaymentTerms = {
  promptPayId: string;
  paymentInstructionsEN: string;
  paymentInstructionsTH: string;
  payeeBank: string | null;
  payeeAccountNumber: string | null;
  payeeAccountName: string | null;
};
export const PAYMENT_TERM_FIELDS = [
  'promptPayId',
  'paymentInstructionsEN',
  'paymentInstructionsTH',
  'payeeBank',
  'payeeAccountNumber',
  'payeeAccountName',
] as const satisfies readonly (keyof PaymentTerms)[];

/** Whether an offering edit changes its payment terms. */
export const paymentTermsChanged = (before: PaymentTerms, after: PaymentTerms): boolean =>
  PAYMENT_TERM_FIELDS.some((field) => (before[field] ?? null) !== (after[field] ?? null));

/** The terms a stored proposal carries; one made before issue 19 names no bank account and leaves it as it is. */
export function proposedTerms(change: Record<string, unknown>, current: PaymentTerms): PaymentTerms {
  const text = (field: keyof PaymentTerms) =>
    field in change ? (typeof change[field] === 'string' ? (change[field] as string) : null) : current[field];
  return {
    promptPayId: String(change.promptPayId ?? current.promptPayId),
    paymentInstructionsEN: String(change.paymentInstructionsEN ?? current.paymentInstructionsEN),
    paymentInstructionsTH: String(change.paymentInstructionsTH ?? current.paymentInstructionsTH),
    payeeBank: text('payeeBank'),
    payeeAccountNumber: text('payeeAccountNumber'),
    payeeAccountName: text('payeeAccountName'),
  };
}

/** The investor's own joining, when any: neither proposer nor approver may touch it. */
type Decision = { actorId: number; proposerId: number | null; investorId: number | null; status: ProposalStatus };
export type DecisionStep = 'approve' | 'reject' | 'withdraw';

/**
 * Who may decide a proposal, in the order the checks answer: a decided proposal cannot be decided again
 * (PROPOSAL_DECIDED); nobody acts on their own joining (SELF_ACTION_FORBIDDEN); the proposer cannot approve or
 * reject their own proposal (OWN_PROPOSAL) and only the proposer may withdraw it (OWN_PROPOSAL too: it is not theirs).
 * Null: allowed. The permission (`payments.approve` to approve or reject) is the route's guard.
 */
export function decisionRefusal(step: DecisionStep, d: Decision): 'PROPOSAL_DECIDED' | 'SELF_ACTION_FORBIDDEN' | 'OWN_PROPOSAL' | null {
  if (d.status !== 'PENDING') return 'PROPOSAL_DECIDED';
  if (step !== 'withdraw' && d.investorId !== null && d.investorId === d.actorId) return 'SELF_ACTION_FORBIDDEN';
  const own = d.proposerId !== null && d.proposerId === d.actorId;
  if (step === 'withdraw') return own ? null : 'OWN_PROPOSAL';
  return own ? 'OWN_PROPOSAL' : null;
}

export { UNPAID_RESERVATION_STATUSES } from './statuses';

/** Proposals per page of the approvals queue. */
export const PROPOSALS_PAGE_SIZE = 20;
