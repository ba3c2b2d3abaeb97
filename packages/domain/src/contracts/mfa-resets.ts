import { z } from 'zod';
import { pageQuerySchema, paginated } from '../account';
import { requiredString } from '../fields';
import {
  MFA_RESET_DECISIONS,
  MFA_RESET_REASON_MAX_LENGTH,
  MFA_RESET_SELFIE_FIELD,
  MFA_RESET_STATES,
  mfaResetReasonFieldSchema,
} from '../mfa-reset';
import { NATIONALITY_OPTIONS, optionValues } from '../options';
import { VERIFICATION_STATUSES } from '../statuses';
import { endpoint } from './endpoint';
import { idParamsSchema } from './path-ids';
import { fileFormSchema, UPLOAD_ERRORS } from './uploads';
import { finishAnswerSchema, submissionFileSchema } from './verification';

/** A reset opened by staff: the investor and why (the inquiry, the call), kept in the audit log. */
export const openMfaResetSchema = z.object({
  userId: z.coerce.number({ error: 'INVALID_PARAMETER' }).int().positive().max(2_147_483_647),
  reason: mfaResetReasonFieldSchema,
});
export type OpenMfaReset = z.infer<typeof openMfaResetSchema>;

/** A decision on the reset's selfie: approving needs no reason; rejecting does (the investor reads it). */
export const mfaResetDecisionSchema = z
  .object({
    decision: z.enum(MFA_RESET_DECISIONS, { error: 'SELECT_REQUIRED' }),
    reason: z.string({ error: 'REASON_REQUIRED' }).trim().max(MFA_RESET_REASON_MAX_LENGTH, { error: 'TEXT_TOO_LONG' }).nullish(),
  })
  .superRefine((value, context) => {
    if (value.decision === 'reject' && !value.reason) context.addIssue({ code: 'custom', path: ['reason'], message: 'REASON_REQUIRED' });
  });
export type MfaResetDecisionInput = z.infer<typeof mfaResetDecisionSchema>;

/** The mailed link's code, as the investor's page sends it (in the body: a code in a URL would reach the logs). */
export const mfaResetCodeSchema = z.object({
  code: requiredString('REQUIRED').max(128, { error: 'VALUE_INVALID' }),
});

/** The selfie an investor sent for a reset, with its screening. */
export const mfaResetSelfieSchema = z.object({
  submissionId: z.number().int(),
  status: z.enum(VERIFICATION_STATUSES),
  /** Why staff rejected it. */
  reason: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  files: z.array(submissionFileSchema),
});
export type MfaResetSelfie = z.infer<typeof mfaResetSelfieSchema>;

/** The identity files staff approved before, to compare the new selfie with. */
export const approvedIdentitySchema = z.object({
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  files: z.array(submissionFileSchema),
});

/** A stored picture the newest selfie copies (a perceptual match): the second approver sees it beside the selfie. */
export const selfieCopySchema = z.object({
  file: submissionFileSchema,
  /** When the copied picture was sent, and in which verification item. */
  submittedAt: z.string().nullable(),
  item: z.string().nullable(),
  /** Bits of the 64-bit picture hashes that differ: 0 is the same picture. */
  distance: z.number().int(),
});

/** A two-factor reset as staff see it. */
export const mfaResetSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  state: z.enum(MFA_RESET_STATES),
  reason: z.string(),
  createdAt: z.string(),
  requestedBy: z.string().nullable(),
  completedAt: z.string().nullable(),
  completedBy: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The first approval of a reset that needs two (the account has money in progress). */
  firstApprovedBy: z.string().nullable(),
  firstApprovedAt: z.string().nullable(),
  /** Whether the account has a reservation, payment or refund in progress: approving then takes two staff members. */
  needsTwoApprovals: z.boolean(),
  /** The stored picture the newest selfie copies, null when none: such a selfie is never approved. */
  selfieCopy: selfieCopySchema.nullable(),
  /** When the investor's live link stops working; null when no link is live (a selfie came, or the reset closed). */
  linkExpiresAt: z.string().nullable(),
  /** How many selfies were sent for it. */
  attempts: z.number().int(),
  /** The newest selfie, null before the first. */
  selfie: mfaResetSelfieSchema.nullable(),
  /** The investor's approved identity files, null when there are none. */
  approvedIdentity: approvedIdentitySchema.nullable(),
});
export type MfaReset = z.infer<typeof mfaResetSchema>;

/** The query of GET /admin/mfa-resets/: one investor's resets, or every reset in one state (newest first). */
export const mfaResetQuerySchema = pageQuerySchema.extend({
  userId: z.coerce.number({ error: 'INVALID_PARAMETER' }).int().positive().max(2_147_483_647).optional(),
  state: z.enum(MFA_RESET_STATES, { error: 'INVALID_OPTION' }).optional(),
});
export type MfaResetQuery = z.infer<typeof mfaResetQuerySchema>;

export const mfaResetAnswerSchema = z.object({ reset: mfaResetSchema });
export type MfaResetAnswer = z.infer<typeof mfaResetAnswerSchema>;

/** What the investor's page shows before the upload (POST /auth/mfa_reset/check/). */
export const mfaResetLinkSchema = z.object({
  username: z.string(),
  nationality: z.enum(optionValues(NATIONALITY_OPTIONS)),
  expiresAt: z.string(),
});
export type MfaResetLink = z.infer<typeof mfaResetLinkSchema>;

/** POST /auth/mfa_reset/selfie/ (multipart): the link's code and the selfie holding the ID card or passport. */
export const mfaResetSelfieFormSchema = mfaResetCodeSchema.extend(fileFormSchema([MFA_RESET_SELFIE_FIELD]).shape);

export const listMfaResets = endpoint({
  method: 'GET',
  path: '/admin/mfa-resets/',
  summary: "Two-factor resets: one investor's, or those in one state",
  querystring: mfaResetQuerySchema,
  response: { 200: paginated(mfaResetSchema) },
  errors: ['VALIDATION_FAILED', 'INVALID_PARAMETER'],
});

export const openMfaReset = endpoint({
  method: 'POST',
  path: '/admin/mfa-resets/',
  summary: 'Open a two-factor reset with a reason (audited; the investor is mailed a link to send a new selfie)',
  body: openMfaResetSchema,
  response: { 201: mfaResetAnswerSchema },
  errors: ['VALIDATION_FAILED', 'INVALID_PARAMETER', 'USER_NOT_EXIST', 'MFA_RESET_STAFF', 'MFA_NOT_ENABLED', 'MFA_RESET_OPEN'],
});

export const decideMfaReset = endpoint({
  method: 'POST',
  path: '/admin/mfa-resets/:id/decision/',
  summary: 'Approve the new selfie (two-factor off, sessions ended) or reject it with a reason (a new link); audited',
  params: idParamsSchema('NOT_FOUND'),
  body: mfaResetDecisionSchema,
  response: { 200: mfaResetAnswerSchema },
  errors: [
    'VALIDATION_FAILED',
    'NOT_FOUND',
    'MFA_RESET_OWN_REQUEST',
    'MFA_RESET_SELFIE_COPY',
    'MFA_RESET_SECOND_APPROVER',
    'STATUS_CONFLICT',
  ],
});

/** The body of POST /admin/mfa-resets/:id/cancel/: none. */
export const cancelMfaResetBodySchema = z.object({}).meta({ description: 'No fields: the path names the reset cancelled' });

export const cancelMfaReset = endpoint({
  method: 'POST',
  path: '/admin/mfa-resets/:id/cancel/',
  summary: 'Cancel an open two-factor reset (audited; its link stops working)',
  params: idParamsSchema('NOT_FOUND'),
  body: cancelMfaResetBodySchema,
  response: { 200: mfaResetAnswerSchema },
  errors: ['NOT_FOUND', 'STATUS_CONFLICT'],
});

export const checkMfaResetLink = endpoint({
  method: 'POST',
  path: '/auth/mfa_reset/check/',
  summary: 'Check a two-factor reset link before the page asks for the selfie',
  body: mfaResetCodeSchema,
  response: { 200: mfaResetLinkSchema },
  errors: ['VALIDATION_FAILED', 'VERIFICATION_CODE_WRONG', 'LINK_EXPIRED', 'TOO_MANY_REQUESTS'],
});

export const submitMfaResetSelfie = endpoint({
  method: 'POST',
  path: '/auth/mfa_reset/selfie/',
  summary: "The new selfie holding the ID card or passport, with the link's code (multipart)",
  body: mfaResetSelfieFormSchema,
  encoding: 'multipart',
  response: { 200: finishAnswerSchema },
  errors: [
    ...UPLOAD_ERRORS,
    'VALIDATION_FAILED',
    'VERIFICATION_CODE_WRONG',
    'LINK_EXPIRED',
    'PF_ALREADY_SUBMITED',
    'SELFIE_IS_COPY',
    'TOO_MANY_REQUESTS',
  ],
});
