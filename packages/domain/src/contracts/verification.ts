import { z } from 'zod';
import { meSchema, pageQuerySchema, userSummarySchema } from '../account';
import { bankStepUpSchema } from '../bank-account-change';
import {
  BANK_FILE_FIELD,
  bankFileSchema,
  companyFileSchema,
  foreignDetailInfoSchema,
  IDENTITY_FILE_FIELDS,
  KEEP_FILES_FIELD,
  thaiDetailInfoSchema,
} from '../kyc-schemas';
import { SCREENING_REASON_MAX_LENGTH } from '../screening-schemas';
import { SCREENED_ITEMS, SCREENING_DECISIONS, VERIFICATION_STATUSES } from '../statuses';
import { endpoint } from './endpoint';
import { strictIdParamsSchema } from './path-ids';
import { fileFormSchema, UPLOAD_ERRORS } from './uploads';

/** The company document file fields, the first one required. */
export const COMPANY_FILE_FIELDS = ['companyDocument1Private', 'companyDocument2Private', 'companyDocument3Private'] as const;

/** POST /auth/detail_info/ (form or JSON): the fields of detailInfoSchema(nationality), checked by the caller's nationality. */
export const detailInfoFormSchema = z
  .union([thaiDetailInfoSchema, foreignDetailInfoSchema])
  .meta({ description: "The Thai or the foreign fields, by the caller's nationality; each phone joined to its code" });

const keepFilesSchema = z.object({
  [KEEP_FILES_FIELD]: z
    .string()
    .optional()
    .meta({ description: 'After staff returned the item: file fields to keep from the submission sent last time, comma-separated' }),
});

/** POST /auth/selfie_file/: the selfie and the ID card (Thai) or passport pages (foreign), multipart. */
export const identityFormSchema = fileFormSchema([...new Set([...IDENTITY_FILE_FIELDS.THAI, ...IDENTITY_FILE_FIELDS.FOREIGN])]).extend(
  keepFilesSchema.shape,
);
/** POST /auth/bank_file/: the bank account and the bank book image, multipart; a step-up when it changes one on file. */
export const bankFormSchema = bankFileSchema
  .extend(bankStepUpSchema.shape)
  .extend(fileFormSchema([BANK_FILE_FIELD]).shape)
  .extend(keepFilesSchema.shape);
/** POST /auth/company_file/: the company data and up to three documents, multipart. */
export const companyFormSchema = companyFileSchema.extend(fileFormSchema(COMPANY_FILE_FIELDS).shape).extend(keepFilesSchema.shape);

export const finishAnswerSchema = z.object({ message: z.literal('FINISH') });
export const detailInfoAnswerSchema = z.object({ message: z.string() });

/** A stored file of a submission: metadata only, never its storage key. */
export const submissionFileSchema = z.object({
  id: z.string(),
  field: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type SubmissionFile = z.infer<typeof submissionFileSchema>;

/** The caller's newest submission of one item (GET /auth/verification/). */
export const submissionSummarySchema = z.object({
  status: z.string(),
  reason: z.string().nullable(),
  submittedAt: z.string(),
  /** When staff decided it (approved, rejected or returned for changes); null while it waits. */
  decidedAt: z.string().nullable(),
  data: z.record(z.string(), z.string()),
  files: z.array(submissionFileSchema),
});
export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;

export const verificationAnswerSchema = z.object({
  items: z.object({
    detailInfo: submissionSummarySchema.optional(),
    selfieFile: submissionSummarySchema.optional(),
    bankFile: submissionSummarySchema.optional(),
    suitabilityTest: submissionSummarySchema.optional(),
    companyFile: submissionSummarySchema.optional(),
  }),
});
export type VerificationAnswer = z.infer<typeof verificationAnswerSchema>;

export const screenedItemSchema = z.enum(SCREENED_ITEMS, { error: 'INVALID_OPTION' });

/** A submission as screening staff see it. */
export const submissionSchema = z.object({
  id: z.number().int(),
  item: screenedItemSchema,
  status: z.enum(VERIFICATION_STATUSES),
  data: z.record(z.string(), z.string()),
  reason: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The username of the staff member who decided. */
  decidedBy: z.string().nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const queueEntrySchema = z.object({
  id: z.number().int(),
  item: screenedItemSchema,
  submittedAt: z.string(),
  user: userSummarySchema,
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;

/** The query of GET /admin/screening/. */
export const screeningQueueQuerySchema = pageQuerySchema.extend({ item: screenedItemSchema.optional() });
export type ScreeningQueueQuery = z.infer<typeof screeningQueueQuerySchema>;

/** GET /admin/screening/. */
export const screeningQueueSchema = z.object({
  results: z.array(queueEntrySchema),
  count: z.number().int(),
  counts: z.record(screenedItemSchema, z.number().int()),
});
export type ScreeningQueue = z.infer<typeof screeningQueueSchema>;

/** GET /admin/screening/:id/. */
export const screeningDetailSchema = z.object({
  submission: submissionSchema,
  user: meSchema,
  files: z.array(submissionFileSchema),
  history: z.array(submissionSchema),
});
export type ScreeningDetail = z.infer<typeof screeningDetailSchema>;

const decisions = Object.keys(SCREENING_DECISIONS) as [keyof typeof SCREENING_DECISIONS, ...(keyof typeof SCREENING_DECISIONS)[]];

/** A screening decision: an approval needs no reason; a rejection or a return does. */
export const decisionSchema = z
  .object({
    decision: z.enum(decisions, { error: 'SELECT_REQUIRED' }),
    reason: z.string({ error: 'REASON_REQUIRED' }).trim().max(SCREENING_REASON_MAX_LENGTH, { error: 'TEXT_TOO_LONG' }).nullish(),
  })
  .superRefine((value, context) => {
    if (value.decision !== 'approve' && !value.reason) context.addIssue({ code: 'custom', path: ['reason'], message: 'REASON_REQUIRED' });
  });

/** The body of POST /admin/screening/:id/decision/ as the service gets it. */
export type Decision = z.infer<typeof decisionSchema>;

/** The answer of POST /admin/screening/:id/decision/. */
export const decisionAnswerSchema = z.object({ submission: submissionSchema, user: userSummarySchema, levelChanged: z.boolean() });
export type DecisionAnswer = z.infer<typeof decisionAnswerSchema>;

export const listScreeningQueue = endpoint({
  method: 'GET',
  path: '/admin/screening/',
  summary: 'Submissions waiting for screening, oldest first',
  querystring: screeningQueueQuerySchema,
  response: { 200: screeningQueueSchema },
  errors: ['VALIDATION_FAILED', 'INVALID_PARAMETER'],
});

export const getScreening = endpoint({
  method: 'GET',
  path: '/admin/screening/:id/',
  summary: 'One submission with its investor, files and earlier decisions',
  params: strictIdParamsSchema,
  response: { 200: screeningDetailSchema },
  errors: ['INVALID_PARAMETER', 'NOT_FOUND'],
});

export const decideSubmission = endpoint({
  method: 'POST',
  path: '/admin/screening/:id/decision/',
  summary: 'Approve, reject or return a submission (audited; the investor gets a message)',
  params: strictIdParamsSchema,
  body: decisionSchema,
  response: { 200: decisionAnswerSchema },
  errors: ['VALIDATION_FAILED', 'INVALID_PARAMETER', 'NOT_FOUND', 'SCREENING_HOLD', 'STATUS_CONFLICT'],
});

/** Form or JSON: the web sends it form-encoded. */
export const submitDetailInfo = endpoint({
  method: 'POST',
  path: '/auth/detail_info/',
  summary: 'Submit the detail information (form or JSON): the fields of detailInfoSchema(nationality), each phone joined to its code',
  body: detailInfoFormSchema,
  encoding: 'form',
  response: { 200: detailInfoAnswerSchema },
  errors: ['BAD_REQUEST', 'VALIDATION_FAILED', 'ACCOUNT_BLOCKED', 'PF_ALREADY_SUBMITED', 'ID_NUMBER_EXISTS', 'PASSPORT_ID_EXISTS'],
});

export const getVerification = endpoint({
  method: 'GET',
  path: '/auth/verification/',
  summary: "The caller's newest submission per item",
  response: { 200: verificationAnswerSchema },
});

export const submitIdentityFiles = endpoint({
  method: 'POST',
  path: '/auth/selfie_file/',
  summary: 'Selfie and ID card (Thai) or passport pages (foreign), multipart',
  body: identityFormSchema,
  encoding: 'multipart',
  response: { 200: finishAnswerSchema },
  errors: [...UPLOAD_ERRORS, 'ACCOUNT_BLOCKED', 'PF_ALREADY_SUBMITED'],
});

export const submitBankFiles = endpoint({
  method: 'POST',
  path: '/auth/bank_file/',
  summary: 'Bank account and bank book image, multipart; changing an account on file also needs password (and otp)',
  body: bankFormSchema,
  encoding: 'multipart',
  response: { 200: finishAnswerSchema },
  errors: [
    ...UPLOAD_ERRORS,
    'VALIDATION_FAILED',
    'ACCOUNT_BLOCKED',
    'PF_ALREADY_SUBMITED',
    'OLD_PASSWORD_WRONG',
    'OTP_REQUIRED',
    'WRONG_OTP',
  ],
});

/** Corporate users only (403 FORBIDDEN otherwise). */
export const submitCompanyFiles = endpoint({
  method: 'POST',
  path: '/auth/company_file/',
  summary: 'Company data and up to three documents (corporate users), multipart',
  body: companyFormSchema,
  encoding: 'multipart',
  response: { 200: finishAnswerSchema },
  errors: [...UPLOAD_ERRORS, 'VALIDATION_FAILED', 'FORBIDDEN', 'ACCOUNT_BLOCKED', 'PF_ALREADY_SUBMITED'],
});
