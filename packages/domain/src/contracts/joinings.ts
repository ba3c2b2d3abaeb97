import { z } from 'zod';
import { paginated, userSummarySchema } from '../account';
import { agreementSchema, joinRequestSchema } from '../join-schemas';
import { PAYMENT_SLIP_FIELD } from '../kyc-schemas';
import { joiningStatusChangeSchema, joiningsQuerySchema } from '../offering-admin';
import { SLIP_CHECKS } from '../reconciliation';
import { JOINING_STATUSES } from '../statuses';
import { endpoint } from './endpoint';
import { idParamsSchema, pathIdSchema } from './path-ids';
import { proposalSchema } from './proposals';
import { fileFormSchema, UPLOAD_ERRORS } from './uploads';

const status = z.enum(JOINING_STATUSES);
/** Amounts travel as decimal strings: Baht as whole numbers, tokens with 8 decimals. */
const decimal = z.string();

/** A slip the investor sent; the file is private (`/api/files/{id}/`). */
export const slipSchema = z.object({ id: z.string(), fileName: z.string(), created_at: z.string() });

/** The payee bank account of an offering's payment terms (issue 19). */
export const payeeAccountSchema = z.object({ bank: z.string(), accountNumber: z.string(), accountName: z.string() });
export type PayeeAccount = z.infer<typeof payeeAccountSchema>;

export const joiningSchema = z.object({
  id: z.number(),
  ico: z.number(),
  status: z.enum(JOINING_STATUSES),
  created_at: z.string(),
  /** Set once the reservation is made (null before). */
  reserved_at: z.string().nullable(),
  address: z.string().nullable(),
  amount: decimal.nullable(),
  tokenAmount: decimal.nullable(),
  signature: z.string().nullable(),
  message: z.string().nullable(),
  version: z.string().nullable(),
  /** The offering's payment instructions, English and Thai. */
  paymentMethod: z.string().nullable(),
  paymentMethodTH: z.string().nullable(),
  /** EMVCo PromptPay payload for the exact amount, while a slip is expected. */
  qrcode: z.string().nullable(),
  /** End of the payment period (3 business days), while a slip is expected. */
  paymentDeadline: z.string().nullable(),
  /** The PromptPay ID the QR code pays (pinned with the terms), while a slip is expected (issue 19). */
  promptPayId: z.string().nullable(),
  /**
   * The bank account that receives the payment (bank code of banks.ts, digits, holder's name), while a slip is expected
   * and when the offering has one (issue 19).
   */
  payeeAccount: payeeAccountSchema.nullable(),
  slips: z.array(slipSchema),
  /**
   * The reservation's money (amount, tokens, wallet, pinned payment terms) failed its integrity check (issue 29): they
   * are withheld (null) and no QR code is given until staff have looked; the screen says so instead of the details.
   */
  paymentHeld: z.boolean(),
});
export type Joining = z.infer<typeof joiningSchema>;

/** At PAYMNENT_CONFIRMED and after: the offering's paid totals, the investor's share and the others' volume. */
export const joiningShareSchema = z.object({
  totalAmount: decimal,
  totalAmountToken: decimal,
  userAmount: decimal,
  userTokens: decimal,
  otherAmount: decimal,
  otherTokens: decimal,
});
export const joiningDetailSchema = joiningSchema.extend({ share: joiningShareSchema.nullable() });
export type JoiningDetail = z.infer<typeof joiningDetailSchema>;

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

export const getJoiningForStaff = endpoint({
  method: 'GET',
  path: '/admin/joinings/:id/',
  summary: 'A joining with its investor, slips, status history and the statuses staff may set next',
  params: idParamsSchema('NO_JOINING_EXISTS', 20),
  response: { 200: staffJoiningDetailSchema },
  errors: ['NO_JOINING_EXISTS'],
});

export const changeJoiningStatus = endpoint({
  method: 'POST',
  path: '/admin/joinings/:id/status/',
  summary: 'Move a joining along the transition table, except money statuses (audited; the investor gets a message)',
  params: idParamsSchema('NO_JOINING_EXISTS', 20),
  body: joiningStatusChangeSchema,
  response: { 200: staffJoiningDetailSchema },
  errors: ['VALIDATION_FAILED', 'NO_JOINING_EXISTS', 'APPROVAL_REQUIRED', 'STATUS_CONFLICT'],
});

export const listOfferingJoinings = endpoint({
  method: 'GET',
  path: '/admin/offerings/:id/joinings/',
  summary: "The offering's joinings (reservations), newest first, 25 a page; q finds username, e-mail or wallet address",
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  querystring: joiningsQuerySchema,
  response: { 200: paginated(staffJoiningRowSchema) },
  errors: ['ICO_NOT_EXIST'],
});

/** A CSV file: no answer schema. */
export const exportJoinings = endpoint({
  method: 'GET',
  path: '/admin/offerings/:id/joinings/export/',
  summary: 'Every matching joining as CSV (UTF-8 with BOM; audited)',
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  querystring: joiningsFilterSchema,
  errors: ['ICO_NOT_EXIST'],
});

export const listJoinings = endpoint({
  method: 'GET',
  path: '/icoportal/joinings/',
  summary: "The caller's joinings, newest first",
  response: { 200: z.array(joiningSchema) },
});

export const getJoining = endpoint({
  method: 'GET',
  path: '/icoportal/joinings/:id/',
  summary: 'One joining of the caller, with its share once paid',
  params: idParamsSchema('NO_JOINING_EXISTS'),
  response: { 200: joiningDetailSchema },
  errors: ['NO_JOINING_EXISTS'],
});

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

export const submitPaymentSlip = endpoint({
  method: 'POST',
  path: '/icoportal/paymentslip_file/:id/',
  summary: 'Send the payment slip (multipart: paymentSlipFilePrivate)',
  params: idParamsSchema('NO_JOINING_EXISTS'),
  body: paymentSlipFormSchema,
  encoding: 'multipart',
  response: { 200: paymentSlipAnswerSchema },
  errors: [
    ...UPLOAD_ERRORS,
    'MFA_NOT_ENABLED',
    'NO_JOINING_EXISTS',
    'PF_ALREADY_SUBMITED',
    'PAYMENT_PERIOD_OVER',
    'SLIP_ALREADY_SENT',
    'SLIP_REFERENCE_USED',
  ],
});

export const acceptAgreement = endpoint({
  method: 'POST',
  path: '/survay/agreementico/:icoId/',
  summary: 'Accept the risk agreement (form: agreementCheck, agreementUrl)',
  params: z.object({ icoId: pathIdSchema('ICO_NOT_EXIST') }),
  body: agreementSchema,
  encoding: 'form',
  response: { 200: agreementAnswerSchema },
  errors: ['MUST_ACCEPT_TERMS', 'ICO_NOT_EXIST', 'KNOWLEDGE_TEST_MISSING', 'STATUS_CONFLICT'],
});
