import { z } from 'zod';
import { pageQuerySchema, paginated } from '../account';
import { isCountryCode } from '../countries';
import { EDD_STATUSES } from '../edd';
import { COUNTRY_RISK_CATEGORIES, RISK_LEVELS, RISK_RULES } from '../risk-rating';
import { USER_LEVELS } from '../statuses';
import { endpoint } from './endpoint';
import { strictIdParamsSchema } from './path-ids';

export const riskReasonSchema = z.object({ rule: z.enum(RISK_RULES), level: z.enum(RISK_LEVELS), detail: z.string().optional() });

/** An investor's rating as staff see it on the user page (issue 30, deliver 5). */
export const userRiskSchema = z.object({
  /** null before the first rating (no detail information, or a staff account). */
  level: z.enum(RISK_LEVELS).nullable(),
  reasons: z.array(riskReasonSchema),
  computedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewDueAt: z.string().nullable(),
  /** The newest EDD declaration's status, when there is one. */
  eddStatus: z.enum(EDD_STATUSES).nullable(),
  eddId: z.number().int().nullable(),
});
export type UserRisk = z.infer<typeof userRiskSchema>;

export const riskCountrySchema = z.object({
  country: z.string(),
  category: z.enum(COUNTRY_RISK_CATEGORIES),
  source: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type RiskCountry = z.infer<typeof riskCountrySchema>;

export const RISK_SOURCE_MAX = 300;
export const riskCountryInputSchema = z.object({
  category: z.enum(COUNTRY_RISK_CATEGORIES, { error: 'SELECT_REQUIRED' }),
  source: z
    .string({ error: 'REQUIRED' })
    .trim()
    .min(1, { error: 'REQUIRED', abort: true })
    .max(RISK_SOURCE_MAX, { error: 'TEXT_TOO_LONG' }),
});
export type RiskCountryInput = z.infer<typeof riskCountryInputSchema>;

/** `:code`: an ISO 3166-1 alpha-2 code; anything else is not on the list (404). */
export const riskCountryParamsSchema = z.object({
  code: z
    .string()
    .max(8)
    .refine((code) => isCountryCode(code), { message: 'NOT_FOUND' }),
});

/** An investor whose periodic review is due (the overdue queue). */
export const overdueReviewSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  userLevel: z.enum(USER_LEVELS),
  level: z.enum(RISK_LEVELS),
  reviewedAt: z.string().nullable(),
  reviewDueAt: z.string(),
});
export type OverdueReview = z.infer<typeof overdueReviewSchema>;

export const RISK_REVIEW_NOTE_MAX = 1000;
export const riskReviewInputSchema = z.object({
  note: z
    .string({ error: 'REQUIRED' })
    .trim()
    .min(1, { error: 'REQUIRED', abort: true })
    .max(RISK_REVIEW_NOTE_MAX, { error: 'TEXT_TOO_LONG' }),
});

export const getUserRisk = endpoint({
  method: 'GET',
  path: '/admin/users/:id/risk/',
  summary: "An investor's risk level with its reasons and review dates",
  params: strictIdParamsSchema,
  response: { 200: userRiskSchema },
  errors: ['VALIDATION_FAILED', 'USER_NOT_EXIST'],
});

/** A periodic review done (the next one counts from now). */
export const recordRiskReview = endpoint({
  method: 'POST',
  path: '/admin/users/:id/risk/review/',
  summary: 'Record a periodic review (the next is due by the level; audited with the note)',
  params: strictIdParamsSchema,
  body: riskReviewInputSchema,
  response: { 200: userRiskSchema },
  errors: ['VALIDATION_FAILED', 'USER_NOT_EXIST'],
});

export const listOverdueReviews = endpoint({
  method: 'GET',
  path: '/admin/risk/reviews/overdue/',
  summary: 'Investors whose periodic review is overdue, most overdue first',
  querystring: pageQuerySchema,
  response: { 200: paginated(overdueReviewSchema) },
  errors: ['VALIDATION_FAILED'],
});

export const listRiskCountries = endpoint({
  method: 'GET',
  path: '/admin/risk/countries/',
  summary: 'The high-risk country list (FATF call for action, increased monitoring)',
  response: { 200: z.array(riskCountrySchema) },
});

export const setRiskCountry = endpoint({
  method: 'PUT',
  path: '/admin/risk/countries/:code/',
  summary: 'Put a country on the list or change its category (its investors are rated again; audited)',
  params: riskCountryParamsSchema,
  body: riskCountryInputSchema,
  response: { 200: riskCountrySchema },
  errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
});

/** 204, no body. */
export const deleteRiskCountry = endpoint({
  method: 'DELETE',
  path: '/admin/risk/countries/:code/',
  summary: 'Take a country off the list (its investors are rated again; audited)',
  params: riskCountryParamsSchema,
  errors: ['NOT_FOUND'],
});
