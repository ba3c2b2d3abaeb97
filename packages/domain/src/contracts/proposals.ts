import { z } from 'zod';
import { pageQuerySchema, paginated } from '../account';
import { BANK_REFERENCE_MAX, EVIDENCE_NOTE_MAX, MONEY_STATUSES, missingEvidence, PROPOSAL_KINDS, PROPOSAL_STATUSES } from '../four-eyes';
import { JOINING_STATUSES } from '../statuses';
import { endpoint } from './endpoint';
import { idParamsSchema } from './path-ids';

const optionalText = (max: number) =>
  z
    .string({ error: 'REQUIRED' })
    .trim()
    .max(max, { error: 'TEXT_TOO_LONG' })
    .optional()
    .transform((v) => (v ? v : undefined));

/** Whole Baht as seen on the slip: digits only, kept as a string (never a float). */
const amountSeenSchema = z
  .union([z.number(), z.string().trim()], { error: 'AMOUNT_REQUIRED' })
  .transform((v) => String(v))
  .refine((v) => v === '' || /^\d{1,15}$/.test(v), { error: 'AMOUNT_INTEGER', abort: true })
  .transform((v) => (v === '' ? undefined : String(BigInt(v))))
  .optional();

/** POST /admin/joinings/:id/proposals/: the money status proposed and its evidence (REQUIRED_EVIDENCE). */
export const joiningProposalSchema = z
  .object({
    to: z.enum(MONEY_STATUSES, { error: 'INVALID_OPTION' }),
    slipFileId: z.uuid({ error: 'INVALID_OPTION' }).optional(),
    amountSeen: amountSeenSchema,
    bankReference: optionalText(BANK_REFERENCE_MAX),
    reason: optionalText(EVIDENCE_NOTE_MAX),
    note: optionalText(EVIDENCE_NOTE_MAX),
  })
  .superRefine((v, ctx) => {
    for (const field of missingEvidence(v.to, v)) ctx.addIssue({ code: 'custom', path: [field], message: 'REQUIRED' });
  });
export type JoiningProposalInput = z.infer<typeof joiningProposalSchema>;

/** POST /admin/offerings/:id/proposals/: an offering's funding failure, with the reason every investor reads. */
export const fundingFailProposalSchema = z.object({
  reason: z
    .string({ error: 'REQUIRED' })
    .trim()
    .min(1, { error: 'REQUIRED', abort: true })
    .max(EVIDENCE_NOTE_MAX, { error: 'TEXT_TOO_LONG' }),
  note: optionalText(EVIDENCE_NOTE_MAX),
});
export type FundingFailProposalInput = z.infer<typeof fundingFailProposalSchema>;

/** POST /admin/proposals/:id/reject/: the reason is required. */
export const proposalRejectionSchema = z.object({
  reason: z
    .string({ error: 'REQUIRED' })
    .trim()
    .min(1, { error: 'REQUIRED', abort: true })
    .max(EVIDENCE_NOTE_MAX, { error: 'TEXT_TOO_LONG' }),
});
export type ProposalRejection = z.infer<typeof proposalRejectionSchema>;

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

export const listProposals = endpoint({
  method: 'GET',
  path: '/admin/proposals/',
  summary: 'Money proposals by status (PENDING by default, oldest first) with their evidence',
  querystring: proposalsQuerySchema,
  response: { 200: paginated(proposalSchema) },
  errors: ['VALIDATION_FAILED'],
});

export const proposeJoiningStatus = endpoint({
  method: 'POST',
  path: '/admin/joinings/:id/proposals/',
  summary: 'Propose a money status with its evidence; another staff member holding payments.approve approves it',
  params: idParamsSchema('NO_JOINING_EXISTS', 20),
  body: joiningProposalSchema,
  response: { 201: proposalSchema },
  errors: [
    'VALIDATION_FAILED',
    'NO_JOINING_EXISTS',
    'SELF_ACTION_FORBIDDEN',
    'SCREENING_HOLD',
    'STATUS_CONFLICT',
    'REFUND_NO_BANK_ACCOUNT',
    'PROPOSAL_PENDING',
  ],
});

/** An offering's funding failure. */
export const proposeFundingFail = endpoint({
  method: 'POST',
  path: '/admin/offerings/:id/proposals/',
  summary: "Propose the offering's funding failure: approved, every paid joining moves to FUNDING_FAIL (audited)",
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  body: fundingFailProposalSchema,
  response: { 201: proposalSchema },
  errors: ['VALIDATION_FAILED', 'ICO_NOT_EXIST', 'SELF_ACTION_FORBIDDEN', 'PROPOSAL_PENDING'],
});

export const approveProposal = endpoint({
  method: 'POST',
  path: '/admin/proposals/:id/approve/',
  summary: "Approve another staff member's proposal: the change is made now (audited; investors are told)",
  params: proposalParams,
  body: z.object({}).meta({ description: 'No fields: the path names the proposal approved' }),
  response: { 200: proposalSchema },
  errors: [
    'PROPOSAL_NOT_EXIST',
    'PROPOSAL_DECIDED',
    'SELF_ACTION_FORBIDDEN',
    'OWN_PROPOSAL',
    'APPROVER_TOO_NEW',
    'CREDIT_OWN_IMPORT',
    'SCREENING_HOLD',
    'STATUS_CONFLICT',
    'CREDIT_SETTLED',
    'REFUND_CREDIT_REFUNDED',
    'REFUND_BANK_ACCOUNT_CHANGED',
    'REFUND_ALREADY_DONE',
  ],
});

export const rejectProposal = endpoint({
  method: 'POST',
  path: '/admin/proposals/:id/reject/',
  summary: "Reject another staff member's proposal with a reason (audited)",
  params: proposalParams,
  body: proposalRejectionSchema,
  response: { 200: proposalSchema },
  errors: ['VALIDATION_FAILED', 'PROPOSAL_NOT_EXIST', 'PROPOSAL_DECIDED', 'SELF_ACTION_FORBIDDEN', 'OWN_PROPOSAL'],
});

export const withdrawProposal = endpoint({
  method: 'POST',
  path: '/admin/proposals/:id/withdraw/',
  summary: 'Withdraw your own pending proposal (audited)',
  params: proposalParams,
  body: z.object({}).meta({ description: 'No fields: the path names the proposal withdrawn' }),
  response: { 200: proposalSchema },
  errors: ['PROPOSAL_NOT_EXIST', 'PROPOSAL_DECIDED', 'OWN_PROPOSAL'],
});
