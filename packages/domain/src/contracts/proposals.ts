import { z } from 'zod';
import { pageQuerySchema, paginated } from '../account';
import { fundingFailProposalSchema, joiningProposalSchema, PROPOSAL_KINDS, PROPOSAL_STATUSES, proposalRejectionSchema } from '../four-eyes';
import { JOINING_STATUSES } from '../statuses';
import { idParamsSchema } from './path-ids';

const status = z.enum(JOINING_STATUSES);
const person = z.object({ id: z.number().int(), username: z.string() }).nullable();

/**
 * The bank statement credit a proposal rests on (a payment confirmed from the statement, a refund of a credit): the
 * line as the bank printed it, and who imported the statement, so the approver sees whether the proposer made the
 * evidence too.
 */
export const proposalCreditSchema = z.object({
  id: z.number().int(),
  bookedAt: z.string(),
  amount: z.string(),
  reference: z.string().nullable(),
  sender: z.string().nullable(),
  statementFileName: z.string(),
  importedAt: z.string(),
  importedBy: person,
});
export type ProposalCredit = z.infer<typeof proposalCreditSchema>;

/** One four-eyes proposal as the back office shows it (the queue, the joining page, the answers of each step). */
export const proposalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROPOSAL_KINDS),
  status: z.enum(PROPOSAL_STATUSES),
  offering: z.object({ id: z.number().int(), tokenName: z.string(), ticker: z.string() }),
  /** The joining of a `joining.status` proposal, with its amount and current status; null for an offering's proposal. */
  joining: z.object({ id: z.number().int(), status, amount: z.string().nullable() }).nullable(),
  investor: person,
  fromStatus: status.nullable(),
  toStatus: status.nullable(),
  /** What approval changes: the new payment terms of `offering.paymentTerms`. */
  change: z.record(z.string(), z.unknown()),
  /** What the proposer looked at: slip file id, amount seen, bank reference, reason, note. */
  evidence: z.record(z.string(), z.unknown()),
  /** The bank statement credit named by the evidence or the change, null when none. */
  credit: proposalCreditSchema.nullable(),
  /** For an offering's funding failure: how many paid joinings it moves now. */
  affected: z.number().int().nullable(),
  proposedBy: person,
  proposedAt: z.string(),
  /** Seconds since it was proposed (the queue's age). */
  ageSeconds: z.number().int(),
  decidedBy: person,
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** GET /admin/proposals/: by status (PENDING by default), oldest first when pending, else newest first. */
export const proposalsQuerySchema = pageQuerySchema.extend({
  status: z.enum(PROPOSAL_STATUSES, { error: 'INVALID_OPTION' }).default('PENDING'),
});
export type ProposalsQuery = z.infer<typeof proposalsQuerySchema>;

const proposalParams = idParamsSchema('PROPOSAL_NOT_EXIST', 20);

/** GET /api/admin/proposals/ */
export const listProposalsContract = { querystring: proposalsQuerySchema, response: { 200: paginated(proposalSchema) } };

/** POST /api/admin/joinings/:id/proposals/ */
export const proposeJoiningStatusContract = {
  params: idParamsSchema('NO_JOINING_EXISTS', 20),
  body: joiningProposalSchema,
  response: { 201: proposalSchema },
};

/** POST /api/admin/offerings/:id/proposals/ (an offering's funding failure) */
export const proposeFundingFailContract = {
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  body: fundingFailProposalSchema,
  response: { 201: proposalSchema },
};

/** POST /api/admin/proposals/:id/approve/ */
export const approveProposalContract = {
  params: proposalParams,
  body: z.object({}).meta({ description: 'No fields: the path names the proposal approved' }),
  response: { 200: proposalSchema },
};

/** POST /api/admin/proposals/:id/reject/ */
export const rejectProposalContract = { params: proposalParams, body: proposalRejectionSchema, response: { 200: proposalSchema } };

/** POST /api/admin/proposals/:id/withdraw/ */
export const withdrawProposalContract = {
  params: proposalParams,
  body: z.object({}).meta({ description: 'No fields: the path names the proposal withdrawn' }),
  response: { 200: proposalSchema },
};
