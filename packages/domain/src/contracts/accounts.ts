import { z } from 'zod';
import { loginHistoryItemSchema, meSchema, type otpModeAnswerSchema, pageQuerySchema, userSummarySchema } from '../account';
import { LANGUAGES } from '../language';
import { USER_LEVELS } from '../statuses';

/** A plain `{ message }` answer (sign-up steps, password change). */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** POST /auth/language/. */
export const languageBodySchema = z.object({ language: z.enum(LANGUAGES, { error: 'INVALID_OPTION' }) });

/** GET /admin/users/. */
export const userSearchQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100, { error: 'TEXT_TOO_LONG' }).optional(),
  level: z.enum(USER_LEVELS, { error: 'INVALID_OPTION' }).optional(),
});
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;

/** GET /admin/users/:id/. */
export const userDetailSchema = z.object({ user: meSchema, loginHistory: z.array(loginHistoryItemSchema) });
export type UserDetail = z.infer<typeof userDetailSchema>;

/** A created or changed account (POST /admin/corporate/, /admin/staff/, /admin/users/:id/level/). */
export const userSummaryAnswerSchema = z.object({ user: userSummarySchema });

/** The answer of POST /auth/setotpmode/ (otpModeAnswerSchema). */
export type OtpModeAnswer = z.infer<typeof otpModeAnswerSchema>;
