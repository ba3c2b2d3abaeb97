import { z } from 'zod';
import {
  changeLevelSchema,
  createCorporateSchema,
  createStaffSchema,
  loginHistoryItemSchema,
  meSchema,
  otpModeAnswerSchema,
  pageQuerySchema,
  paginated,
  recoveryCodeCountSchema,
  recoveryCodesAnswerSchema,
  setPasswordSchema,
  userSummarySchema,
  verificationLinkAnswerSchema,
  verificationLinkSchema,
} from '../account';
import {
  changePasswordSchema,
  createUserSchema,
  replaceAuthenticatorSchema,
  sendVerificationCodeSchema,
  setOtpModeSchema,
  stepUpSchema,
} from '../auth-schemas';
import { passwordSchema } from '../fields';
import { LANGUAGES } from '../language';
import { forgotPasswordSchema, resetLinkAnswerSchema, resetLinkQuerySchema, resetPasswordSchema } from '../password-reset';
import { SCREENING_STATES } from '../screening';
import { USER_LEVELS } from '../statuses';
import { strictIdParamsSchema } from './path-ids';

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
export const userDetailSchema = z.object({
  user: meSchema,
  loginHistory: z.array(loginHistoryItemSchema),
  /** False until the owner of an account staff opened follows the set-password link. */
  passwordSet: z.boolean(),
  /**
   * Issue 30: the account's screening state, for staff (the investor sees only a neutral "under review"), and its case:
   * the open one, else the newest.
   */
  screening: z.object({ state: z.enum(SCREENING_STATES), caseId: z.number().int().nullable() }),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** A created or changed account (POST /admin/corporate/, /admin/staff/, /admin/users/:id/level/). */
export const userSummaryAnswerSchema = z.object({ user: userSummarySchema });

/** The answer of POST /auth/setotpmode/ (otpModeAnswerSchema). */
export type OtpModeAnswer = z.infer<typeof otpModeAnswerSchema>;

/** POST /api/admin/staff/ */
export const createStaffContract = { body: createStaffSchema, response: { 201: userSummaryAnswerSchema } };

/** GET /api/admin/users/ */
export const searchAccountsContract = { querystring: userSearchQuerySchema, response: { 200: paginated(userSummarySchema) } };

/** GET /api/admin/users/:id/ */
export const getAccountContract = { params: strictIdParamsSchema, response: { 200: userDetailSchema } };

/** POST /api/admin/users/:id/level/ */
export const changeAccountLevelContract = {
  params: strictIdParamsSchema,
  body: changeLevelSchema,
  response: { 200: userSummaryAnswerSchema },
};

/** POST /api/admin/corporate/ */
export const createCorporateAccountContract = { body: createCorporateSchema, response: { 201: userSummaryAnswerSchema } };

/** GET /api/auth/me/ */
export const getMeContract = { response: { 200: meSchema } };

/** GET /api/auth/loginhistory/ */
export const listLoginHistoryContract = { response: { 200: z.array(loginHistoryItemSchema) } };

/** POST /api/auth/change_password/ */
export const changePasswordContract = { body: changePasswordSchema, response: { 200: messageAnswerSchema } };

/** POST /api/auth/setotpmode/ */
export const setOtpModeContract = { body: setOtpModeSchema, response: { 200: otpModeAnswerSchema } };

/** GET /api/auth/recovery_codes/ */
export const countRecoveryCodesContract = { response: { 200: recoveryCodeCountSchema } };

/** POST /api/auth/recovery_codes/ */
export const renewRecoveryCodesContract = { body: stepUpSchema, response: { 200: recoveryCodesAnswerSchema } };

/** POST /api/auth/authenticator/replace/ */
export const replaceAuthenticatorContract = { body: replaceAuthenticatorSchema, response: { 200: otpModeAnswerSchema } };

/** POST /api/auth/language/ */
export const setLanguageContract = { body: languageBodySchema };

/** POST /api/auth/send_email_verification_code/ */
export const sendVerificationCodeContract = { body: sendVerificationCodeSchema, response: { 200: messageAnswerSchema } };

/** GET /api/auth/verification_link/ */
export const checkLinkContract = { querystring: verificationLinkSchema, response: { 200: verificationLinkAnswerSchema } };

/** POST /api/auth/user/create/ */
export const createAccountContract = { body: createUserSchema, response: { 201: messageAnswerSchema } };

/** POST /api/auth/user/activate/ */
export const activateAccountContract = {
  body: setPasswordSchema.extend({ password: passwordSchema }),
  response: { 200: messageAnswerSchema },
};

/** POST /api/auth/forgot_password/: the same answer whether or not the address has an account. */
export const forgotPasswordContract = { body: forgotPasswordSchema, response: { 200: messageAnswerSchema } };

/** GET /api/auth/reset_password/ */
export const checkResetLinkContract = { querystring: resetLinkQuerySchema, response: { 200: resetLinkAnswerSchema } };

/** POST /api/auth/reset_password/ */
export const resetPasswordContract = { body: resetPasswordSchema, response: { 200: messageAnswerSchema } };

/** POST /api/admin/users/:id/set_password_link/ and /api/admin/staff/:id/set_password_link/ */
export const resendSetPasswordLinkContract = {
  params: strictIdParamsSchema,
  body: z.object({}).meta({ description: 'No fields: the path names the account, whose own address gets the link' }),
  response: { 200: userSummaryAnswerSchema },
};
