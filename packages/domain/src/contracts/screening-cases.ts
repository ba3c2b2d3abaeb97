import { z } from 'zod';
import { meSchema, pageQuerySchema, userSummarySchema } from '../account';
import {
  CASE_DECISIONS,
  CASE_STATUSES,
  ENTRY_KINDS,
  MATCH_FIELDS,
  NAME_QUALITIES,
  NAME_SCRIPTS,
  SCREENING_STATES,
  SCREENING_TRIGGERS,
  WATCH_LISTS,
} from '../screening';
import { CASE_REASON_MAX } from '../screening-cases';
import { endpoint } from './endpoint';
import { strictIdParamsSchema } from './path-ids';
import { submissionFileSchema } from './verification';

/** Issue 30, deliver 4: the compliance queue of screening cases and their four-eyes decisions (back office only). */

const reasonSchema = z
  .string({ error: 'REQUIRED' })
  .trim()
  .min(1, { error: 'REQUIRED', abort: true })
  .max(CASE_REASON_MAX, { error: 'TEXT_TOO_LONG' });

/** POST /admin/screening-cases/:id/proposal/: one officer's decision and why. */
export const caseProposalSchema = z.object({
  decision: z.enum(CASE_DECISIONS, { error: 'INVALID_OPTION' }),
  reason: reasonSchema,
});
export type CaseProposalInput = z.infer<typeof caseProposalSchema>;

/** POST /admin/screening-cases/:id/reject/: the second officer sends the proposal back, with a reason. */
export const caseRejectionSchema = z.object({ reason: reasonSchema });
export type CaseRejectionInput = z.infer<typeof caseRejectionSchema>;

export const caseStatusSchema = z.enum(CASE_STATUSES, { error: 'INVALID_OPTION' });

/** GET /admin/screening-cases/: without `status`, the open cases (OPEN and PROPOSED); oldest first. */
export const caseQueueQuerySchema = pageQuerySchema.extend({ status: caseStatusSchema.optional() });
export type CaseQueueQuery = z.infer<typeof caseQueueQuerySchema>;

export const caseQueueEntrySchema = z.object({
  id: z.number().int(),
  status: caseStatusSchema,
  trigger: z.enum(SCREENING_TRIGGERS),
  openedAt: z.string(),
  user: userSummarySchema,
  hits: z.number().int(),
  /** The highest score of its hits, 0 to 1. */
  topScore: z.string(),
  lists: z.array(z.enum(WATCH_LISTS)),
  proposedDecision: z.enum(CASE_DECISIONS).nullable(),
  proposedBy: z.string().nullable(),
});
export type CaseQueueEntry = z.infer<typeof caseQueueEntrySchema>;

export const caseQueueSchema = z.object({
  results: z.array(caseQueueEntrySchema),
  count: z.number().int(),
  counts: z.record(caseStatusSchema, z.number().int()),
});
export type CaseQueue = z.infer<typeof caseQueueSchema>;

/** A list entry as the officer compares it with the investor's facts. */
export const caseEntrySchema = z.object({
  id: z.number().int(),
  list: z.enum(WATCH_LISTS),
  ref: z.string(),
  kind: z.enum(ENTRY_KINDS),
  name: z.string(),
  names: z.array(z.object({ text: z.string(), script: z.enum(NAME_SCRIPTS), quality: z.enum(NAME_QUALITIES) })),
  documentNumbers: z.array(z.string()),
  births: z.array(z.union([z.object({ date: z.string() }), z.object({ year: z.number().int() })])),
  nationalities: z.array(z.string()),
  /** What else the list says: PEP position, country, office dates, relative or associate and the link; listed on. */
  details: z.record(z.string(), z.unknown()),
  /** When the list dropped it (a later release), else null. */
  removedAt: z.string().nullable(),
});
export type CaseEntry = z.infer<typeof caseEntrySchema>;

export const caseHitSchema = z.object({
  id: z.number().int(),
  trigger: z.enum(SCREENING_TRIGGERS),
  score: z.string(),
  fields: z.array(z.enum(MATCH_FIELDS)),
  matchedName: z.string().nullable(),
  investorName: z.string().nullable(),
  createdAt: z.string(),
  entry: caseEntrySchema,
  release: z.object({
    id: z.number().int(),
    list: z.enum(WATCH_LISTS),
    source: z.string(),
    publishedAt: z.string().nullable(),
    importedAt: z.string(),
  }),
});
export type CaseHit = z.infer<typeof caseHitSchema>;

/** One step of a case as the audit log keeps it (proposal, approval, rejection, freeze, report downloads). */
export const caseEventSchema = z.object({
  action: z.string(),
  actor: z.string().nullable(),
  at: z.string(),
  detail: z.record(z.string(), z.unknown()),
});

export const screeningCaseSchema = z.object({
  id: z.number().int(),
  status: caseStatusSchema,
  trigger: z.enum(SCREENING_TRIGGERS),
  openedAt: z.string(),
  proposedDecision: z.enum(CASE_DECISIONS).nullable(),
  proposedReason: z.string().nullable(),
  proposedBy: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  proposedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});

/** GET /admin/screening-cases/:id/ and the answer of every decision. */
export const caseDetailSchema = z.object({
  case: screeningCaseSchema,
  investor: meSchema,
  screeningState: z.enum(SCREENING_STATES),
  hits: z.array(caseHitSchema),
  /** The investor's identity documents (their newest identity submission). */
  files: z.array(submissionFileSchema),
  events: z.array(caseEventSchema),
  /** The freeze report of a true match, once written. */
  report: z.object({ createdAt: z.string() }).nullable(),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

export const REPORT_FORMATS = ['pdf', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const reportQuerySchema = z.object({ format: z.enum(REPORT_FORMATS, { error: 'INVALID_OPTION' }) });

export const listCases = endpoint({
  method: 'GET',
  path: '/admin/screening-cases/',
  summary: 'Screening cases, oldest first (open ones by default)',
  querystring: caseQueueQuerySchema,
  response: { 200: caseQueueSchema },
  errors: ['VALIDATION_FAILED'],
});

export const getCase = endpoint({
  method: 'GET',
  path: '/admin/screening-cases/:id/',
  summary: "A case: the investor's facts beside each hit's list entry, documents, steps",
  params: strictIdParamsSchema,
  response: { 200: caseDetailSchema },
  errors: ['VALIDATION_FAILED', 'SCREENING_CASE_NOT_EXIST'],
});

export const proposeCase = endpoint({
  method: 'POST',
  path: '/admin/screening-cases/:id/proposal/',
  summary: 'Propose FALSE_POSITIVE or TRUE_MATCH with a reason (audited)',
  params: strictIdParamsSchema,
  body: caseProposalSchema,
  response: { 200: caseDetailSchema },
  errors: ['VALIDATION_FAILED', 'SCREENING_CASE_NOT_EXIST', 'SCREENING_CASE_DECIDED', 'PROPOSAL_PENDING'],
});

export const approveCase = endpoint({
  method: 'POST',
  path: '/admin/screening-cases/:id/approve/',
  summary: 'A second officer approves the proposal: clears a false positive or freezes the account (audited)',
  params: strictIdParamsSchema,
  body: z.object({}).meta({ description: 'No fields: the path names the case whose proposed decision is approved' }),
  response: { 200: caseDetailSchema },
  errors: ['VALIDATION_FAILED', 'SCREENING_CASE_NOT_EXIST', 'APPROVER_TOO_NEW', 'OWN_PROPOSAL', 'STATUS_CONFLICT'],
});

export const rejectCase = endpoint({
  method: 'POST',
  path: '/admin/screening-cases/:id/reject/',
  summary: 'A second officer sends the proposal back with a reason (audited)',
  params: strictIdParamsSchema,
  body: caseRejectionSchema,
  response: { 200: caseDetailSchema },
  errors: ['VALIDATION_FAILED', 'SCREENING_CASE_NOT_EXIST', 'APPROVER_TOO_NEW', 'OWN_PROPOSAL', 'STATUS_CONFLICT'],
});

/** The answer is a file (PDF or CSV); audited. */
export const downloadCaseReport = endpoint({
  method: 'GET',
  path: '/admin/screening-cases/:id/report/',
  summary: 'The freeze report of a true match as PDF or CSV (Bangkok time; audited)',
  params: strictIdParamsSchema,
  querystring: reportQuerySchema,
  errors: ['VALIDATION_FAILED', 'SCREENING_CASE_NOT_EXIST'],
});
