import { z } from 'zod';
import { pageQuerySchema, paginated } from '../account';
import { EVIDENCE_NOTE_MAX } from '../four-eyes';
import {
  CREDIT_MATCHES,
  CREDIT_STATES,
  type CreditMatch,
  REQUIRED_STATEMENT_FIELDS,
  STATEMENT_FIELDS,
  STATEMENT_FORMATS,
} from '../reconciliation';
import { STATEMENT_ENCODINGS } from '../statement-formats';
import { JOINING_STATUSES } from '../statuses';
import { endpoint } from './endpoint';
import { idParamsSchema } from './path-ids';

/** The multipart field of the statement file. */
export const STATEMENT_FILE_FIELD = 'file';
/** A generic mapping's column title, at most this long. */
export const MAPPING_TITLE_MAX = 100;

const mappingTitle = z
  .string({ error: 'INVALID_OPTION' })
  .trim()
  .max(MAPPING_TITLE_MAX, { error: 'TEXT_TOO_LONG' })
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * The text fields of POST /admin/statements/: the format and, for GENERIC, the title of the column of each field
 * (bookedAt and amount required; reference and sender optional). Bank formats ignore the mapping.
 */
export const statementImportFieldsSchema = z
  .object({
    format: z.enum(STATEMENT_FORMATS, { error: 'INVALID_OPTION' }),
    ...(Object.fromEntries(STATEMENT_FIELDS.map((field) => [field, mappingTitle])) as Record<
      (typeof STATEMENT_FIELDS)[number],
      typeof mappingTitle
    >),
  })
  .superRefine((v, ctx) => {
    if (v.format !== 'GENERIC') return;
    for (const field of REQUIRED_STATEMENT_FIELDS) if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'REQUIRED' });
  });
export type StatementImportFields = z.infer<typeof statementImportFieldsSchema>;

/** The multipart body as /api/docs shows it (the handler reads the parts and checks them itself). */
export const statementImportFormSchema = z.object({
  [STATEMENT_FILE_FIELD]: z.string().meta({ format: 'binary', description: 'The statement, CSV (UTF-8 or TIS-620), at most 2.5 MB' }),
  format: z.enum(STATEMENT_FORMATS),
  bookedAt: z.string().optional().meta({ description: 'GENERIC: the title of the date-and-time column' }),
  amount: z.string().optional().meta({ description: 'GENERIC: the title of the amount column' }),
  reference: z.string().optional().meta({ description: 'GENERIC: the title of the reference or note column' }),
  sender: z.string().optional().meta({ description: 'GENERIC: the title of the sender column' }),
});

const person = z.object({ id: z.number().int(), username: z.string() }).nullable();
const matchCounts = z.object(
  Object.fromEntries(CREDIT_MATCHES.map((m) => [m, z.number().int()])) as Record<(typeof CREDIT_MATCHES)[number], z.ZodNumber>,
);

/** One imported statement: what the import added (credits per match) and what it found imported already. */
export const statementSchema = z.object({
  id: z.number().int(),
  format: z.enum(STATEMENT_FORMATS),
  fileName: z.string(),
  encoding: z.enum(STATEMENT_ENCODINGS),
  importedAt: z.string(),
  importedBy: person,
  /** Credits this import added. */
  creditCount: z.number().int(),
  /** Credits of the file that an earlier import had added already (added nothing). */
  duplicateCount: z.number().int(),
  /** The added credits by how they matched. */
  matches: matchCounts,
});
export type Statement = z.infer<typeof statementSchema>;

/** A joining as a credit shows it: matched, a candidate, or chosen by staff. */
export const creditJoiningSchema = z.object({
  id: z.number().int(),
  status: z.enum(JOINING_STATUSES),
  /** The amount due (pinned payment amount, else the reserved amount). */
  amount: z.string().nullable(),
  investor: z.object({ id: z.number().int(), username: z.string(), name: z.string() }),
  offering: z.object({ id: z.number().int(), tokenName: z.string(), ticker: z.string() }),
  /** Transaction references read from its payment slips. */
  slipReferences: z.array(z.string()),
});
export type CreditJoining = z.infer<typeof creditJoiningSchema>;

/** One credit (money in) of the operator's account, with its match and where its handling stands. */
export const creditSchema = z.object({
  id: z.number().int(),
  statementId: z.number().int(),
  /** ISO time; shown in Bangkok time. */
  bookedAt: z.string(),
  /** Baht with 2 decimals. */
  amount: z.string(),
  reference: z.string().nullable(),
  sender: z.string().nullable(),
  description: z.string().nullable(),
  match: z.enum(CREDIT_MATCHES),
  state: z.enum(CREDIT_STATES),
  joining: creditJoiningSchema.nullable(),
  candidateIds: z.array(z.number().int()),
  proposalId: z.number().int().nullable(),
  refundId: z.number().int().nullable(),
});
export type Credit = z.infer<typeof creditSchema>;

/** A credit with the joinings staff may attach it to: its candidates, or those awaiting exactly its amount. */
export const creditDetailSchema = creditSchema.extend({ candidates: z.array(creditJoiningSchema) });
export type CreditDetail = z.infer<typeof creditDetailSchema>;

const isMatch = (value: string): value is CreditMatch => (CREDIT_MATCHES as readonly string[]).includes(value);

/** GET /admin/credits/: newest booking first, filtered by matches (comma-separated: `LATE,EXCESS`) and state. */
export const creditsQuerySchema = pageQuerySchema.extend({
  match: z
    .string({ error: 'INVALID_OPTION' })
    .max(80, { error: 'INVALID_OPTION' })
    .transform((value, ctx) => {
      const matches = value.split(',');
      if (matches.every(isMatch)) return matches;
      ctx.addIssue({ code: 'custom', message: 'INVALID_OPTION' });
      return z.NEVER;
    })
    .optional(),
  state: z.enum(CREDIT_STATES, { error: 'INVALID_OPTION' }).optional(),
});
export type CreditsQuery = z.infer<typeof creditsQuerySchema>;

/** POST /admin/credits/:id/confirm/: the joining (required unless the credit is MATCHED) and an optional note. */
export const confirmCreditSchema = z.object({
  joiningId: z
    .number({ error: 'INVALID_OPTION' })
    .int({ error: 'INVALID_OPTION' })
    .positive({ error: 'INVALID_OPTION' })
    .max(2_147_483_647, { error: 'INVALID_OPTION' })
    .optional(),
  note: z
    .string({ error: 'REQUIRED' })
    .trim()
    .max(EVIDENCE_NOTE_MAX, { error: 'TEXT_TOO_LONG' })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ConfirmCredit = z.infer<typeof confirmCreditSchema>;
/** What the back office sends (the note may be left out). */
export type ConfirmCreditInput = z.input<typeof confirmCreditSchema>;

/** The answer of a confirmation: the credit (CONFIRMING) and the proposal opened. */
export const confirmCreditAnswerSchema = z.object({ credit: creditDetailSchema, proposalId: z.number().int() });
export type ConfirmCreditAnswer = z.infer<typeof confirmCreditAnswerSchema>;

const creditParams = idParamsSchema('CREDIT_NOT_EXIST', 20);

export const importStatement = endpoint({
  method: 'POST',
  path: '/admin/statements/',
  summary: 'Import a bank statement (multipart: file, format, and the column titles of a GENERIC one); audited',
  body: statementImportFormSchema,
  encoding: 'multipart',
  response: { 201: statementSchema },
  errors: [
    'FILE_REQUIRED',
    'FILE_TOO_LARGE',
    'VALIDATION_FAILED',
    'STATEMENT_NOT_CSV',
    'STATEMENT_ENCODING',
    'STATEMENT_COLUMNS',
    'STATEMENT_ROW',
    'STATEMENT_EMPTY',
    'STATEMENT_FUTURE_LINE',
  ],
});

export const listStatements = endpoint({
  method: 'GET',
  path: '/admin/statements/',
  summary: 'Recent statement imports, newest first',
  querystring: pageQuerySchema,
  response: { 200: paginated(statementSchema) },
  errors: ['VALIDATION_FAILED'],
});

export const listCredits = endpoint({
  method: 'GET',
  path: '/admin/credits/',
  summary: 'Bank statement credits by match and state, newest booking first',
  querystring: creditsQuerySchema,
  response: { 200: paginated(creditSchema) },
  errors: ['VALIDATION_FAILED'],
});

export const getCredit = endpoint({
  method: 'GET',
  path: '/admin/credits/:id/',
  summary: 'One credit with its matched or candidate joinings',
  params: creditParams,
  response: { 200: creditDetailSchema },
  errors: ['CREDIT_NOT_EXIST'],
});

export const confirmCredit = endpoint({
  method: 'POST',
  path: '/admin/credits/:id/confirm/',
  summary: 'Attach the credit to its joining and propose PAYMNENT_CONFIRMED with it as evidence (four eyes; audited)',
  params: creditParams,
  body: confirmCreditSchema,
  response: { 201: confirmCreditAnswerSchema },
  errors: [
    'VALIDATION_FAILED',
    'CREDIT_NOT_EXIST',
    'CREDIT_SETTLED',
    'CREDIT_OWN_IMPORT',
    'NO_JOINING_EXISTS',
    'SELF_ACTION_FORBIDDEN',
    'SCREENING_HOLD',
    'STATUS_CONFLICT',
    'CREDIT_AMOUNT_MISMATCH',
    'CREDIT_BEFORE_RESERVATION',
    'PROPOSAL_PENDING',
  ],
});
