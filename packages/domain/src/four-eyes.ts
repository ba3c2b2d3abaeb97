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
