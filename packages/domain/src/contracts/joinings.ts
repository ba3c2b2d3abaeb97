import { z } from 'zod';
import { paginated, userSummarySchema } from '../account';
import { agreementSchema, joinRequestSchema } from '../join-schemas';
import { PAYMENT_SLIP_FIELD } from '../kyc-schemas';
import { joiningStatusChangeSchema, joiningsQuerySchema } from '../offering-admin';
import { joiningDetailSchema, joiningSchema, payeeAccountSchema } from '../offering-api';
import { SLIP_CHECKS } from '../reconciliation';
import { JOINING_STATUSES } from '../statuses';
import { endpoint } from './endpoint';
import { idParamsSchema, pathIdSchema } from './path-ids';
import { proposalSchema } from './proposals';
import { fileFormSchema } from './uploads';

const status = z.enum(JOINING_STATUSES);

/** The filter of the back office's joining list and its CSV export. */
export const joiningsFilterSchema = joiningsQuerySchema.pick({ status: true, q: true });
export type JoiningsFilter = z.infer<typeof joiningsFilterSchema>;

/** One joining as the back office lists it (GET /admin/offerings/:id/joinings/). */
export const staffJoiningRowSchema = z.object({
  id: z.number().int(),
  status,
  amount: z.string().nullable(),
  tokenAmount: z.string().nullable(),
  address: z.string().nullable(),
  created_at: z.string(),
  reserved_at: z.string().nullable(),
  /** End of the payment period while a slip is expected (SLIP_UPLOAD_STATUSES), else null. */
  paymentDeadline: z.string().nullable(),
  slips: z.number().int(),
  user: userSummarySchema,
});
export type StaffJoiningRow = z.infer<typeof staffJoiningRowSchema>;

/** One step of a joining's status history: `actor` is investor, staff or system, never empty (a NOT NULL column). */
export const joiningHistoryEntrySchema = z.object({
  from: status.nullable(),
  to: status,
  actor: z.string(),
  actorName: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type JoiningHistoryEntry = z.infer<typeof joiningHistoryEntrySchema>;

/**
 * A payment slip as staff see it, with what reading its QR code found (issue 17): `check` READ with the sending bank
 * (its three-digit code, banks.ts `slipCode`) and the transaction reference, or a flag (NO_CODE, NOT_A_SLIP_CODE);
 * null for slips sent before slips were read.
 */
export const staffSlipSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  created_at: z.string(),
  check: z.enum(SLIP_CHECKS).nullable(),
  sendingBank: z.string().nullable(),
  reference: z.string().nullable(),
});
export type StaffSlip = z.infer<typeof staffSlipSchema>;

/** GET /admin/joinings/:id/ and the answer of POST /admin/joinings/:id/status/. */
export const staffJoiningDetailSchema = z.object({
  joining: staffJoiningRowSchema.extend({
    message: z.string().nullable(),
    signature: z.string().nullable(),
    version: z.string().nullable(),
  }),
  offering: z.object({ id: z.number().int(), tokenName: z.string(), ticker: z.string() }),
  slips: z.array(staffSlipSchema),
  history: z.array(joiningHistoryEntrySchema),
  /** The statuses staff may set next; a money status among them (four-eyes.ts) is proposed, not set. */
  next: z.array(status),
  /** The joining's pending money proposal, or null. */
  proposal: proposalSchema.nullable(),
  /** The payment terms the investor was given (pinned at the payment period's start), or null before a reservation. */
  paymentTerms: z
    .object({
      promptPayId: z.string(),
      amount: z.string().nullable(),
      instructionsEN: z.string(),
      instructionsTH: z.string(),
      /** The payee bank account of the terms (issue 19), or null when the offering has none. */
      payeeAccount: payeeAccountSchema.nullable(),
      pinnedAt: z.string().nullable(),
    })
    .nullable(),
});
export type StaffJoiningDetail = z.infer<typeof staffJoiningDetailSchema>;

/** POST /icoportal/paymentslip_file/:id/: the slip, multipart. */
export const paymentSlipFormSchema = fileFormSchema([PAYMENT_SLIP_FIELD]).required();

/** The answer of POST /icoportal/paymentslip_file/:id/ (the spec's spelling of the status). */
export const paymentSlipAnswerSchema = z.object({ message: z.literal('THANK_YOU'), status: z.literal('PAYMNENT_SCREENING') });
export type PaymentSlipAnswer = z.infer<typeof paymentSlipAnswerSchema>;

/** The answer of POST /survay/agreementico/:icoId/. */
export const agreementAnswerSchema = z.object({ success: z.literal(true), status: z.literal('AGREEMENT_CHECKED') });
export type AgreementAnswer = z.infer<typeof agreementAnswerSchema>;

/** GET /api/admin/joinings/:id/ */
export const getJoiningForStaffContract = { params: idParamsSchema('NO_JOINING_EXISTS', 20), response: { 200: staffJoiningDetailSchema } };

/** POST /api/admin/joinings/:id/status/ */
export const changeJoiningStatusContract = {
  params: idParamsSchema('NO_JOINING_EXISTS', 20),
  body: joiningStatusChangeSchema,
  response: { 200: staffJoiningDetailSchema },
};

/** GET /api/admin/offerings/:id/joinings/ */
export const listOfferingJoiningsContract = {
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  querystring: joiningsQuerySchema,
  response: { 200: paginated(staffJoiningRowSchema) },
};

/** GET /api/admin/offerings/:id/joinings/export/ */
export const exportJoiningsContract = {
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  querystring: joiningsFilterSchema,
};

/** GET /api/icoportal/joinings/ */
export const listJoiningsContract = { response: { 200: z.array(joiningSchema) } };

/** GET /api/icoportal/joinings/:id/ */
export const getJoiningContract = { params: idParamsSchema('NO_JOINING_EXISTS'), response: { 200: joiningDetailSchema } };

export const reserveAmount = endpoint({
  method: 'POST',
  path: '/icoportal/joining/:id/',
  summary: 'Reserve an amount (form: address, message, signature, amount, version)',
  params: idParamsSchema('ICO_NOT_EXIST'),
  body: joinRequestSchema,
  encoding: 'form',
  response: { 201: joiningSchema },
  errors: [
    'WAITING_TICKET_INVALID',
    'WAITING_TICKET_EXPIRED',
    'VALIDATION_FAILED',
    'ICO_NOT_EXIST',
    'ACCOUNT_BLOCKED',
    'MFA_NOT_ENABLED',
    'SUITABILITY_EXPIRED',
    'OFFERING_NOT_OPEN',
    'LEVEL_NOT_ALLOWED',
    'KNOWLEDGE_TEST_MISSING',
    'AGREEMENT_NOT_ACCEPTED',
    'ALREADY_JOINED',
    'INVALID_SIGNATURE',
    'SIGN_MESSAGE_USED',
    'UNDER_MINIMUM',
    'OVER_MAXIMUM',
    'OVER_TOTAL_VOLUME',
    'STATUS_CONFLICT',
  ],
});

/** POST /api/icoportal/paymentslip_file/:id/ */
export const submitPaymentSlipContract = {
  params: idParamsSchema('NO_JOINING_EXISTS'),
  body: paymentSlipFormSchema,
  response: { 200: paymentSlipAnswerSchema },
};

/** POST /api/survay/agreementico/:icoId/ */
export const acceptAgreementContract = {
  params: z.object({ icoId: pathIdSchema('ICO_NOT_EXIST') }),
  body: agreementSchema,
  response: { 200: agreementAnswerSchema },
};
