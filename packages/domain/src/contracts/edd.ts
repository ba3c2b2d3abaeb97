import { z } from 'zod';
import { pageQuerySchema, paginated } from '../account';
import { EDD_BASES, EDD_DOCUMENT_FIELD, EDD_ORIGIN_OPTIONS, EDD_STATUSES, eddProposalSchema, eddReturnSchema } from '../edd';
import { optionValues } from '../options';
import { RISK_LEVELS } from '../risk-rating';
import { idParamsSchema } from './path-ids';
import { riskReasonSchema } from './risk';
import { uploadFileSchema } from './uploads';
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

/** GET /api/auth/edd/ */
export const getMyEddContract = { response: { 200: myEddSchema } };
/** POST /api/auth/edd/ (multipart) */
export const submitEddContract = { body: eddFormSchema, response: { 200: myEddSchema } };
/** GET /api/admin/edd/ */
export const listEddContract = { querystring: eddQueueQuerySchema, response: { 200: paginated(eddSummarySchema) } };
/** GET /api/admin/edd/:id/ */
export const getEddContract = { params: eddParams, response: { 200: eddDetailSchema } };
/** POST /api/admin/edd/:id/propose/: compliance proposes approval. */
export const proposeEddContract = { params: eddParams, body: eddProposalSchema, response: { 200: eddDetailSchema } };
/** POST /api/admin/edd/:id/approve/: the senior role approves (a second person, not the proposer). */
export const approveEddContract = {
  params: eddParams,
  body: z.object({}).meta({ description: 'No fields: the path names the declaration approved' }),
  response: { 200: eddDetailSchema },
};
/** POST /api/admin/edd/:id/return/: returned to the investor with a reason. */
export const returnEddContract = { params: eddParams, body: eddReturnSchema, response: { 200: eddDetailSchema } };
