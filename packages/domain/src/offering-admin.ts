import { z } from 'zod';
import { THAI_BANKS } from './banks';
import { compareDecimals } from './money';
import { issuerInputShape } from './offering-documents';
import { INVESTOR_LEVELS, JOINING_STATUSES } from './statuses';

/**
 * What staff enter for an offering (PRODUCT.md section 5), its monitoring entries and the holiday list (the
 * knowledge test's body is in contracts/knowledge-tests.ts). The back-office forms and the admin API parse with these same schemas.
 */

const text = (max: number) =>
  z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED', abort: true }).max(max, { error: 'TEXT_TOO_LONG' });

export const OFFERING_NAME_MAX = 100;
export const OFFERING_SUMMARY_MAX = 4000;
export const PAYMENT_INSTRUCTIONS_MAX = 2000;
export const MONITORING_TITLE_MAX = 200;
export const MONITORING_CONTENTS_MAX = 5000;
/** A monitoring entry carries up to three files (spec: file1, file2, file3). */
export const MONITORING_FILE_FIELDS = ['file1', 'file2', 'file3'] as const;
/** The offering's pictures, uploaded as multipart fields of these names (JPEG or PNG). */
export const OFFERING_IMAGE_FIELDS = ['image', 'poster'] as const;
export type OfferingImageField = (typeof OFFERING_IMAGE_FIELDS)[number];

/** Whole Baht, positive, up to 15 digits; sent as a number or a string, kept as a string. */
const bahtSchema = z
  .union([z.number(), z.string().trim()], { error: 'AMOUNT_REQUIRED' })
  .transform((v) => String(v))
  .refine((v) => v !== '', { error: 'AMOUNT_REQUIRED', abort: true })
  .refine((v) => /^\d{1,15}$/.test(v), { error: 'AMOUNT_INTEGER', abort: true })
  .transform((v) => String(BigInt(v)))
  .refine((v) => v !== '0', { error: 'AMOUNT_POSITIVE' });

/** Tokens with up to 8 decimals, positive. */
export const tokenQuantitySchema = z
  .union([z.number(), z.string().trim()], { error: 'AMOUNT_REQUIRED' })
  .transform((v) => String(v))
  .refine((v) => v !== '', { error: 'AMOUNT_REQUIRED', abort: true })
  .refine((v) => /^\d{1,20}(\.\d{1,8})?$/.test(v), { error: 'TOKEN_AMOUNT_FORMAT', abort: true })
  .refine((v) => compareDecimals(v, 0) > 0, { error: 'AMOUNT_POSITIVE' });

const instantSchema = z.iso.datetime({ offset: true, error: 'DATE_TIME_REQUIRED' }).transform((v) => new Date(v));

/**
 * A PromptPay ID: a mobile number (10 digits from 0), a national or tax ID (13 digits) or an e-wallet ID
 * (15 digits). Dashes and spaces are dropped.
 */
export const promptPayIdSchema = z
  .string({ error: 'PROMPTPAY_ID_INVALID' })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => /^0\d{9}$/.test(v) || /^\d{13}$/.test(v) || /^\d{15}$/.test(v), { error: 'PROMPTPAY_ID_INVALID' });

/** The payee's bank account number: digits only (dashes and spaces are dropped), 10 to 15 of them. */
export const PAYEE_ACCOUNT_NUMBER_DIGITS = { min: 10, max: 15 } as const;
export const PAYEE_ACCOUNT_NAME_MAX = 140;
/** The banks an offering's payments may be received at: the operator's account is in Thailand. */
export const PAYEE_BANK_CODES = THAI_BANKS.map((bank) => bank.code) as [string, ...string[]];

/** An optional text: blank or missing is null. */
const optional = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .union([z.string(), z.null()], { error: 'INVALID_OPTION' })
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
    .pipe(schema.nullable());

const { min: ACCOUNT_MIN, max: ACCOUNT_MAX } = PAYEE_ACCOUNT_NUMBER_DIGITS;
const payeeAccountNumberSchema = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => new RegExp(`^\\d{${ACCOUNT_MIN},${ACCOUNT_MAX}}$`).test(v), { error: 'PAYEE_ACCOUNT_NUMBER_FORMAT' });

/**
 * The bank account that receives an offering's payments (issue 19), beside its PromptPay ID: a Thai bank's code,
 * the account number and the account holder's name, all three or none (PAYEE_ACCOUNT_INCOMPLETE on the missing ones).
 */
export const PAYEE_ACCOUNT_FIELDS = ['payeeBank', 'payeeAccountNumber', 'payeeAccountName'] as const;
const payeeAccountShape = {
  payeeBank: optional(z.enum(PAYEE_BANK_CODES, { error: 'INVALID_OPTION' })),
  payeeAccountNumber: optional(payeeAccountNumberSchema),
  payeeAccountName: optional(z.string().max(PAYEE_ACCOUNT_NAME_MAX, { error: 'TEXT_TOO_LONG' })),
};

export const offeringInputSchema = z
  .object({
    tokenName: text(OFFERING_NAME_MAX),
    ticker: z
      .string({ error: 'REQUIRED' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2,10}$/, { error: 'TICKER_FORMAT' }),
    summaryEN: text(OFFERING_SUMMARY_MAX),
    summaryTH: text(OFFERING_SUMMARY_MAX),
    startAt: instantSchema,
    finishAt: instantSchema,
    totalAmount: bahtSchema,
    totalAmountToken: tokenQuantitySchema,
    minimumAmount: bahtSchema,
    allowedLevels: z
      .array(z.enum(INVESTOR_LEVELS, { error: 'INVALID_OPTION' }), { error: 'LEVELS_REQUIRED' })
      .min(1, { error: 'LEVELS_REQUIRED' })
      .transform((levels) => [...new Set(levels)]),
    paymentInstructionsEN: text(PAYMENT_INSTRUCTIONS_MAX),
    paymentInstructionsTH: text(PAYMENT_INSTRUCTIONS_MAX),
    promptPayId: promptPayIdSchema,
    ...payeeAccountShape,
    /** true: staff screen each reservation; false: a reservation goes straight to WAITING_FOR_PAYMENT. */
    screening: z.boolean({ error: 'INVALID_OPTION' }),
    /** The issuer's details (issue 19), each optional: missing or empty is null. */
    ...issuerInputShape,
  })
  .superRefine((v, ctx) => {
    if (v.finishAt <= v.startAt) ctx.addIssue({ code: 'custom', path: ['finishAt'], message: 'FINISH_BEFORE_START' });
    if (compareDecimals(v.minimumAmount, v.totalAmount) > 0)
      ctx.addIssue({ code: 'custom', path: ['minimumAmount'], message: 'MINIMUM_OVER_TOTAL' });
    if (PAYEE_ACCOUNT_FIELDS.some((field) => v[field] !== null))
      for (const field of PAYEE_ACCOUNT_FIELDS)
        if (v[field] === null) ctx.addIssue({ code: 'custom', path: [field], message: 'PAYEE_ACCOUNT_INCOMPLETE' });
  });
export type OfferingInput = z.infer<typeof offeringInputSchema>;

/** A knowledge test is stored as a questionnaire whose correct answer scores 1 point and the others 0. */
export const knowledgePoints = (q: { answersEN: readonly string[]; correctAnswer: number }): number[] =>
  q.answersEN.map((_, i) => (i === q.correctAnswer ? 1 : 0));
export const correctAnswerOf = (points: readonly number[]): number => Math.max(0, points.indexOf(1));
/** The questionnaire key of an offering's knowledge test. */
export const knowledgeSurveyKey = (offeringId: number): string => `knowledge:${offeringId}`;

/** Monitoring entry text fields (multipart, with file1..file3). */
export const monitoringInputSchema = z.object({
  titleEN: text(MONITORING_TITLE_MAX),
  titleTH: text(MONITORING_TITLE_MAX),
  contentsEN: text(MONITORING_CONTENTS_MAX),
  contentsTH: text(MONITORING_CONTENTS_MAX),
});
export type MonitoringInput = z.infer<typeof monitoringInputSchema>;

/** A holiday staff add to the list: a Bangkok calendar date and its names. */
export const holidayInputSchema = z.object({
  date: z.iso.date({ error: 'DATE_REQUIRED' }),
  nameEN: text(100),
  nameTH: text(100),
});
export type HolidayInput = z.infer<typeof holidayInputSchema>;

/** `POST /admin/joinings/{id}/status/`: the next status (checked against the transition table) and a note. */
export const joiningStatusChangeSchema = z.object({
  to: z.enum(JOINING_STATUSES, { error: 'INVALID_OPTION' }),
  reason: z.string().trim().max(500, { error: 'TEXT_TOO_LONG' }).optional(),
});
export type JoiningStatusChange = z.infer<typeof joiningStatusChangeSchema>;

/** Statuses after which staff must give the investor a reason. */
export const STATUSES_NEEDING_REASON = ['RESERVATION_REJECTED', 'RESERVATION_PENDING', 'PAYMNENT_PENDING', 'FUNDING_FAIL'] as const;

/** Filters of a joinings table. */
export const joiningsQuerySchema = z.object({
  status: z.enum(JOINING_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
