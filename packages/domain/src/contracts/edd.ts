import { z } from 'zod';
import { pageQuerySchema, paginated } from '../account';
import {
  EDD_BASES,
  EDD_DOCUMENT_FIELD,
  EDD_EXPLANATION_MAX,
  EDD_EXPLANATION_MIN,
  EDD_ORIGIN_OPTIONS,
  EDD_REASON_MAX,
  EDD_STATUSES,
} from '../edd';
import { optionValues } from '../options';
import { RISK_LEVELS } from '../risk-rating';
import { endpoint } from './endpoint';
import { idParamsSchema } from './path-ids';
import { riskReasonSchema } from './risk';
import { UPLOAD_ERRORS, uploadFileSchema } from './uploads';
import { submissionFileSchema } from './verification';

/**
 * What the investor sees of enhanced due diligence (issue 30, deliver 5): whether a declaration is needed and where
 * theirs stands. Never the rating or its reasons (a PEP match is compliance's to handle, not to announce).
 */
export const myEddSchema = z.object({
  required: z.boolean(),
  status: z.enum(EDD_STATUSES).nullable(),
  submittedAt: z.string().nullable(),
  /** Why staff returned the last declaration. */
  returnReason: z.string().nullable(),
});
export type MyEdd = z.infer<typeof myEddSchema>;

/** The multipart body: the declaration's fields and its document. */
export const eddFormSchema = z.object({
  basis: z.enum(EDD_BASES).optional(),
  origin: z.enum(optionValues(EDD_ORIGIN_OPTIONS)).optional(),
  explanation: z.string().optional(),
  [EDD_DOCUMENT_FIELD]: uploadFileSchema.optional(),
});

export const eddSummarySchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  status: z.enum(EDD_STATUSES),
  submittedAt: z.string(),
  proposedBy: z.string().nullable(),
});
export type EddSummary = z.infer<typeof eddSummarySchema>;

export const eddDetailSchema = eddSummarySchema.extend({
  basis: z.enum(EDD_BASES),
  origin: z.enum(optionValues(EDD_ORIGIN_OPTIONS)),
  explanation: z.string(),
  file: submissionFileSchema.nullable(),
  proposedById: z.number().int().nullable(),
  proposedAt: z.string().nullable(),
  proposalNote: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  returnReason: z.string().nullable(),
  riskLevel: z.enum(RISK_LEVELS).nullable(),
  riskReasons: z.array(riskReasonSchema),
  /** The investor's declared ranges, beside the declaration. */
  annualIncome: z.string().nullable(),
  financeAssets: z.string().nullable(),
  occupation: z.string().nullable(),
});
export type EddDetail = z.infer<typeof eddDetailSchema>;

export const eddQueueQuerySchema = pageQuerySchema.extend({ status: z.enum(EDD_STATUSES).optional() });

const eddParams = idParamsSchema('EDD_NOT_EXIST');

/** The investor's declaration (multipart fields beside the document). */
export const eddDeclarationSchema = z.object({
  basis: z.enum(EDD_BASES, { error: 'SELECT_REQUIRED' }),
  origin: z.enum(optionValues(EDD_ORIGIN_OPTIONS), { error: 'SELECT_REQUIRED' }),
  explanation: z
    .string({ error: 'REQUIRED' })
    .trim()
    .min(1, { error: 'REQUIRED', abort: true })
    .min(EDD_EXPLANATION_MIN, { error: 'VALUE_INVALID', abort: true })
    .max(EDD_EXPLANATION_MAX, { error: 'TEXT_TOO_LONG' }),
});
export type EddDeclarationInput = z.infer<typeof eddDeclarationSchema>;

/** A staff step: the proposal's note is optional, a return needs its reason (the investor reads it). */
export const eddProposalSchema = z.object({
  note: z.string().trim().max(EDD_REASON_MAX, { error: 'TEXT_TOO_LONG' }).optional(),
});
export const eddReturnSchema = z.object({
  reason: z
    .string({ error: 'REASON_REQUIRED' })
    .trim()
    .min(1, { error: 'REASON_REQUIRED', abort: true })
    .max(EDD_REASON_MAX, { error: 'TEXT_TOO_LONG' }),
});

export const getMyEdd = endpoint({
  method: 'GET',
  path: '/auth/edd/',
  summary: 'Whether a declaration is needed and where it stands',
  response: { 200: myEddSchema },
});

/** Multipart: the declaration's fields and its document. */
export const submitEdd = endpoint({
  method: 'POST',
  path: '/auth/edd/',
  summary: 'Declare the source of funds or wealth with a document (multipart)',
  body: eddFormSchema,
  encoding: 'multipart',
  response: { 200: myEddSchema },
  errors: [...UPLOAD_ERRORS, 'VALIDATION_FAILED', 'PF_ALREADY_SUBMITED', 'EDD_NOT_REQUIRED'],
});

export const listEdd = endpoint({
  method: 'GET',
  path: '/admin/edd/',
  summary: 'EDD declarations in review (or of one status), oldest first',
  querystring: eddQueueQuerySchema,
  response: { 200: paginated(eddSummarySchema) },
  errors: ['VALIDATION_FAILED'],
});

export const getEdd = endpoint({
  method: 'GET',
  path: '/admin/edd/:id/',
  summary: "One declaration with the investor's rating and document",
  params: eddParams,
  response: { 200: eddDetailSchema },
  errors: ['EDD_NOT_EXIST'],
});

/** Compliance proposes approval. */
export const proposeEdd = endpoint({
  method: 'POST',
  path: '/admin/edd/:id/propose/',
  summary: 'Propose the approval of a declaration (audited)',
  params: eddParams,
  body: eddProposalSchema,
  response: { 200: eddDetailSchema },
  errors: ['VALIDATION_FAILED', 'EDD_NOT_EXIST', 'SELF_ACTION_FORBIDDEN', 'EDD_STATUS_CONFLICT'],
});

/** The senior role approves (a second person, not the proposer). */
export const approveEdd = endpoint({
  method: 'POST',
  path: '/admin/edd/:id/approve/',
  summary: 'Senior approval of a proposed declaration (four eyes; may promote to the retail level; audited)',
  params: eddParams,
  body: z.object({}).meta({ description: 'No fields: the path names the declaration approved' }),
  response: { 200: eddDetailSchema },
  errors: ['EDD_NOT_EXIST', 'APPROVER_TOO_NEW', 'SELF_ACTION_FORBIDDEN', 'EDD_STATUS_CONFLICT', 'OWN_PROPOSAL'],
});

/** Returned to the investor with a reason. */
export const returnEdd = endpoint({
  method: 'POST',
  path: '/admin/edd/:id/return/',
  summary: 'Return a declaration with a reason the investor reads (audited)',
  params: eddParams,
  body: eddReturnSchema,
  response: { 200: eddDetailSchema },
  errors: ['VALIDATION_FAILED', 'EDD_NOT_EXIST', 'SELF_ACTION_FORBIDDEN', 'EDD_STATUS_CONFLICT'],
});
