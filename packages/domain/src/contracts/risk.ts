import { z } from 'zod';
import { pageQuerySchema, paginated } from '../account';
import { isCountryCode } from '../countries';
import { EDD_STATUSES } from '../edd';
import { COUNTRY_RISK_CATEGORIES, RISK_LEVELS, RISK_RULES } from '../risk-rating';
import { USER_LEVELS } from '../statuses';
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

/** GET /api/admin/users/:id/risk/ */
export const getUserRiskContract = { params: strictIdParamsSchema, response: { 200: userRiskSchema } };
/** POST /api/admin/users/:id/risk/review/: a periodic review done (the next one counts from now). */
export const recordRiskReviewContract = { params: strictIdParamsSchema, body: riskReviewInputSchema, response: { 200: userRiskSchema } };
/** GET /api/admin/risk/countries/ */
export const listRiskCountriesContract = { response: { 200: z.array(riskCountrySchema) } };
/** PUT /api/admin/risk/countries/:code/ */
export const setRiskCountryContract = {
  params: riskCountryParamsSchema,
  body: riskCountryInputSchema,
  response: { 200: riskCountrySchema },
};
/** DELETE /api/admin/risk/countries/:code/ */
export const deleteRiskCountryContract = { params: riskCountryParamsSchema };
/** GET /api/admin/risk/reviews/overdue/ */
export const listOverdueReviewsContract = { querystring: pageQuerySchema, response: { 200: paginated(overdueReviewSchema) } };
