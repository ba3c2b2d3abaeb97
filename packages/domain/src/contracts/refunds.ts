import { z } from 'zod';
import { pageQuerySchema, paginated } from '../account';
import { BANK_REFERENCE_MAX, EVIDENCE_NOTE_MAX } from '../four-eyes';
import { CREDIT_MATCHES, REFUND_REASONS, REFUND_STATUSES } from '../reconciliation';
import { refundAmountSchema } from '../refunds';
import { JOINING_STATUSES } from '../statuses';
import { endpoint } from './endpoint';
import { idParamsSchema } from './path-ids';
import { proposalSchema } from './proposals';

const optionalNote = z
  .string({ error: 'REQUIRED' })
  .trim()
  .max(EVIDENCE_NOTE_MAX, { error: 'TEXT_TOO_LONG' })
  .optional()
  .transform((v) => (v ? v : undefined));

const MAX_ID = 2_147_483_647;
const idField = z.coerce
  .number({ error: 'INVALID_OPTION' })
  .int({ error: 'INVALID_OPTION' })
  .min(1, { error: 'INVALID_OPTION' })
  .max(MAX_ID, { error: 'INVALID_OPTION' });

/** POST /admin/refunds/: propose opening a refund case. */
export const refundOpenSchema = z.object({
  joiningId: idField,
  creditId: idField.optional(),
  amount: refundAmountSchema,
  reason: z.enum(REFUND_REASONS, { error: 'INVALID_OPTION' }),
  note: optionalNote,
});
export type RefundOpenInput = z.infer<typeof refundOpenSchema>;

/** POST /admin/refunds/:id/complete/: propose the case done, with the refund transfer's bank reference. */
export const refundCompleteSchema = z.object({
  bankReference: z
    .string({ error: 'REQUIRED' })
    .trim()
    .min(1, { error: 'REQUIRED', abort: true })
    .max(BANK_REFERENCE_MAX, { error: 'TEXT_TOO_LONG' }),
  note: optionalNote,
});
export type RefundCompleteInput = z.infer<typeof refundCompleteSchema>;

const person = z.object({ id: z.number().int(), username: z.string() }).nullable();
const joiningStatus = z.enum(JOINING_STATUSES);

/** A bank account a refund goes to, as staff see it (the whole number: they make the transfer). */
export const refundBankAccountSchema = z.object({ bankCode: z.string(), accountName: z.string(), accountNumber: z.string() });
export type RefundBankAccount = z.infer<typeof refundBankAccountSchema>;

/** A bank statement credit as the refund screens show it. */
export const refundCreditSchema = z.object({
  id: z.number().int(),
  bookedAt: z.string(),
  amount: z.string(),
  reference: z.string().nullable(),
  sender: z.string().nullable(),
  match: z.enum(CREDIT_MATCHES),
  joiningId: z.number().int().nullable(),
  refundId: z.number().int().nullable(),
});
export type RefundCredit = z.infer<typeof refundCreditSchema>;

/** One refund case in the back office (the list, the detail and the answers of each step). */
export const staffRefundSchema = z.object({
  id: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  reason: z.enum(REFUND_REASONS),
  amount: z.string(),
  joining: z.object({ id: z.number().int(), status: joiningStatus, amount: z.string().nullable() }),
  offering: z.object({ id: z.number().int(), tokenName: z.string(), ticker: z.string() }),
  investor: z.object({ id: z.number().int(), username: z.string() }),
  credit: refundCreditSchema.nullable(),
  account: refundBankAccountSchema,
  bankReference: z.string().nullable(),
  note: z.string().nullable(),
  openedBy: person,
  openApprovedBy: person,
  openedAt: z.string(),
  doneBy: person,
  doneApprovedBy: person,
  doneAt: z.string().nullable(),
});
export type StaffRefund = z.infer<typeof staffRefundSchema>;

/** GET /admin/refunds/:id/: the case and its pending proposal to mark it done, when one waits. */
export const staffRefundDetailSchema = z.object({ refund: staffRefundSchema, proposal: proposalSchema.nullable() });
export type StaffRefundDetail = z.infer<typeof staffRefundDetailSchema>;

/** GET /admin/refunds/: by status (every status when none), newest first. */
export const refundsQuerySchema = pageQuerySchema.extend({
  status: z.enum(REFUND_STATUSES, { error: 'INVALID_OPTION' }).optional(),
});
export type RefundsQuery = z.infer<typeof refundsQuerySchema>;

/** GET /admin/refunds/draft/: the joining (and credit) a refund is being opened for. */
export const refundDraftQuerySchema = z.object({
  joiningId: refundOpenSchema.shape.joiningId,
  creditId: refundOpenSchema.shape.creditId,
});
export type RefundDraftQuery = z.infer<typeof refundDraftQuerySchema>;

/**
 * What the open form needs: the joining and its investor, the credit when one is named, the investor's approved bank
 * account (null: a refund cannot be proposed), the reasons that fit, the most that may be refunded, and the joining's
 * refund cases so far.
 */
export const refundDraftSchema = z.object({
  joining: z.object({ id: z.number().int(), status: joiningStatus, amount: z.string().nullable() }),
  offering: z.object({ id: z.number().int(), tokenName: z.string(), ticker: z.string() }),
  investor: z.object({ id: z.number().int(), username: z.string() }),
  credit: refundCreditSchema.nullable(),
  account: refundBankAccountSchema.nullable(),
  reasons: z.array(z.enum(REFUND_REASONS)),
  limit: z.string(),
  refunds: z.array(staffRefundSchema),
});
export type RefundDraft = z.infer<typeof refundDraftSchema>;

/** One refund as its investor sees it on /joining/{id} (the account number masked but for its last 4 digits). */
export const investorRefundSchema = z.object({
  id: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  reason: z.enum(REFUND_REASONS),
  amount: z.string(),
  bankCode: z.string(),
  accountName: z.string(),
  accountNumberMasked: z.string(),
  bankReference: z.string().nullable(),
  openedAt: z.string(),
  doneAt: z.string().nullable(),
});
export type InvestorRefund = z.infer<typeof investorRefundSchema>;

const refundParams = idParamsSchema('REFUND_NOT_EXIST', 20);

export const listRefunds = endpoint({
  method: 'GET',
  path: '/admin/refunds/',
  summary: 'Refund cases by status (every status when none), newest first',
  querystring: refundsQuerySchema,
  response: { 200: paginated(staffRefundSchema) },
  errors: ['VALIDATION_FAILED'],
});

export const getRefundDraft = endpoint({
  method: 'GET',
  path: '/admin/refunds/draft/',
  summary: "What a refund of a joining (and a credit) may be: the investor's approved account, the reasons that fit, the limit",
  querystring: refundDraftQuerySchema,
  response: { 200: refundDraftSchema },
  errors: ['VALIDATION_FAILED', 'NO_JOINING_EXISTS', 'REFUND_CREDIT_NOT_EXIST'],
});

export const getRefund = endpoint({
  method: 'GET',
  path: '/admin/refunds/:id/',
  summary: 'One refund case and its pending proposal to mark it done',
  params: refundParams,
  response: { 200: staffRefundDetailSchema },
  errors: ['REFUND_NOT_EXIST'],
});

/** Propose opening a refund case (refund.open). */
export const proposeRefund = endpoint({
  method: 'POST',
  path: '/admin/refunds/',
  summary: 'Propose a refund (refund.open); another staff member holding payments.approve approves it',
  body: refundOpenSchema,
  response: { 201: proposalSchema },
  errors: [
    'VALIDATION_FAILED',
    'NO_JOINING_EXISTS',
    'SELF_ACTION_FORBIDDEN',
    'SCREENING_HOLD',
    'REFUND_NO_BANK_ACCOUNT',
    'REFUND_CREDIT_NOT_EXIST',
    'REFUND_CREDIT_REFUNDED',
    'CREDIT_SETTLED',
    'REFUND_REASON_MISMATCH',
    'REFUND_OVER_LIMIT',
    'PROPOSAL_PENDING',
  ],
});

/** Propose the case done (refund.complete). */
export const proposeRefundDone = endpoint({
  method: 'POST',
  path: '/admin/refunds/:id/complete/',
  summary: "Propose a refund done with the transfer's bank reference (refund.complete); another staff member approves it",
  params: refundParams,
  body: refundCompleteSchema,
  response: { 201: proposalSchema },
  errors: ['VALIDATION_FAILED', 'REFUND_NOT_EXIST', 'REFUND_ALREADY_DONE', 'SELF_ACTION_FORBIDDEN', 'SCREENING_HOLD', 'PROPOSAL_PENDING'],
});

/** The caller's refunds of their joining, newest first. */
export const listJoiningRefunds = endpoint({
  method: 'GET',
  path: '/icoportal/joinings/:id/refunds/',
  summary: "The caller's refunds of their joining, newest first (the account number masked)",
  params: idParamsSchema('NO_JOINING_EXISTS'),
  response: { 200: z.array(investorRefundSchema) },
  errors: ['NO_JOINING_EXISTS'],
});
