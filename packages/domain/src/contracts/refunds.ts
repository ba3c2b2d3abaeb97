import { z } from 'zod';
import { pageQuerySchema, paginated } from '../account';
import { CREDIT_MATCHES, REFUND_REASONS, REFUND_STATUSES } from '../reconciliation';
import { refundCompleteSchema, refundOpenSchema } from '../refunds';
import { JOINING_STATUSES } from '../statuses';
import { idParamsSchema } from './path-ids';
import { proposalSchema } from './proposals';

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

/** GET /api/admin/refunds/ */
export const listRefundsContract = { querystring: refundsQuerySchema, response: { 200: paginated(staffRefundSchema) } };

/** GET /api/admin/refunds/draft/ */
export const refundDraftContract = { querystring: refundDraftQuerySchema, response: { 200: refundDraftSchema } };

/** GET /api/admin/refunds/:id/ */
export const getRefundContract = { params: refundParams, response: { 200: staffRefundDetailSchema } };

/** POST /api/admin/refunds/: propose opening a refund case (refund.open). */
export const proposeRefundContract = { body: refundOpenSchema, response: { 201: proposalSchema } };

/** POST /api/admin/refunds/:id/complete/: propose the case done (refund.complete). */
export const proposeRefundDoneContract = { params: refundParams, body: refundCompleteSchema, response: { 201: proposalSchema } };

/** GET /api/icoportal/joinings/:id/refunds/: the caller's refunds of their joining, newest first. */
export const joiningRefundsContract = {
  params: idParamsSchema('NO_JOINING_EXISTS'),
  response: { 200: z.array(investorRefundSchema) },
};
