import { z } from 'zod';
import { meSchema, pageQuerySchema, paginated, userSummarySchema } from '../account';
import { always, checkThaiNames, currentPasswordSchema, individual, nationality } from '../auth-schemas';
import {
  emailSchema,
  formBoolean,
  nameEnSchema,
  nameThSchema,
  otpSchema,
  passwordSchema,
  requiredString,
  secondFactorCodeSchema,
  usernameSchema,
} from '../fields';
import { LANGUAGES } from '../language';
import { NATIONALITY_OPTIONS, optionValues } from '../options';
import { resetSecondFactorSchema } from '../password-reset';
import { SCREENING_STATES } from '../screening';
import { STAFF_SETTABLE_LEVELS } from '../staff';
import { USER_LEVELS } from '../statuses';
import { stepUpSchema } from './data-exports';
import { endpoint } from './endpoint';
import { strictIdParamsSchema } from './path-ids';

/** A plain `{ message }` answer (sign-up steps, password change). */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

export const loginHistoryItemSchema = z.object({ ipAddress: z.string(), created_at: z.string() });
export type LoginHistoryItem = z.infer<typeof loginHistoryItemSchema>;

/** The answer of `POST /auth/setotpmode/` (spec section 3: secret_url and message). */
export const otpModeAnswerSchema = z.object({
  secret_url: z.string(),
  message: z.string(),
  /** Only in the answer that switches two-factor on (or puts a new authenticator in): shown once, stored hashed. */
  recovery_codes: z.array(z.string()).optional(),
});
export type OtpModeAnswer = z.infer<typeof otpModeAnswerSchema>;

/** A new set of recovery codes, in their printed form (`7K2M-9QXD-4HZT-1WEB`); the old ones no longer work. */
export const recoveryCodesAnswerSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswerSchema>;

/** How many of the caller's recovery codes are still unused, of how many made. */
export const recoveryCodeCountSchema = z.object({ remaining: z.number().int(), total: z.number().int() });
export type RecoveryCodeCount = z.infer<typeof recoveryCodeCountSchema>;

/** Step 2 opens with the code of the mailed link; the page checks it before showing the form. */
export const verificationLinkSchema = z.object({ email: emailSchema, code: requiredString('REQUIRED').max(100) });
export const verificationLinkAnswerSchema = z.object({
  purpose: z.enum(['signup', 'activate']),
  username: z.string().nullable(),
});
export type VerificationLinkAnswer = z.infer<typeof verificationLinkAnswerSchema>;

/** The forgotten password (form-encoded or JSON): the address the link goes to, if it has an account. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** The mailed link's address and code, checked before the form shows. */
export const resetLinkQuerySchema = z.object({ email: emailSchema, code: requiredString('REQUIRED').max(100) });

/** The reset: the link, the new password and, with two-factor on, a one-time or recovery code. */
export const resetPasswordSchema = z.object({
  email: emailSchema,
  verificationCode: requiredString('REQUIRED').max(100),
  password: passwordSchema,
  otp: resetSecondFactorSchema.optional(),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** What the password-reset link page needs to know: whose account, and whether a second factor will be asked. */
export const resetLinkAnswerSchema = z.object({ username: z.string(), secondFactor: z.boolean() });
export type ResetLinkAnswer = z.infer<typeof resetLinkAnswerSchema>;

/** A corporate account staff create (corporate sign-up is not online): the investor sets a password by mail. */
export const createCorporateSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  companyName: requiredString('COMPANY_NAME_REQUIRED').max(200, { error: 'TEXT_TOO_LONG' }),
  firstNameEN: nameEnSchema,
  lastNameEN: nameEnSchema,
  firstNameTH: z.union([nameThSchema, z.literal('')]).optional(),
  lastNameTH: z.union([nameThSchema, z.literal('')]).optional(),
  nationality: z.enum(optionValues(NATIONALITY_OPTIONS), { error: 'SELECT_REQUIRED' }),
  language: z.enum(LANGUAGES, { error: 'INVALID_OPTION' }).default('en'),
});
export type CreateCorporateInput = z.infer<typeof createCorporateSchema>;

/** The mailed set-password link of an account staff opened: its address and code. */
export const setPasswordSchema = z.object({
  email: emailSchema,
  verificationCode: requiredString('REQUIRED').max(100),
});

export const changeLevelSchema = z.object({
  level: z.enum(STAFF_SETTABLE_LEVELS, { error: 'SELECT_REQUIRED' }),
  reason: requiredString('REASON_REQUIRED').max(500, { error: 'TEXT_TOO_LONG' }),
});

/** The language mails are written in (the user's choice on screen). */
const mailLanguage = z.enum(LANGUAGES, { error: 'INVALID_OPTION' }).optional();

/** Step 1 of sign-up (form-encoded). */
export const sendVerificationCodeSchema = z.object({ email: emailSchema, language: mailLanguage });

/** Step 2 of sign-up: Thai names are required of Thai nationals only. */
export const createUserSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    firstNameEN: nameEnSchema,
    lastNameEN: nameEnSchema,
    firstNameTH: z.string().trim().optional(),
    lastNameTH: z.string().trim().optional(),
    nationality,
    individual,
    verificationCode: requiredString('REQUIRED'),
    // An HTML form sends nothing for an unticked box: missing means not agreed.
    agreementCheck: formBoolean.default(false).refine((v) => v, { error: 'TERMS_REQUIRED' }),
    agreementUrl: z.string().trim().max(500).optional(),
    /** The US-person answers of the form: a 'yes' is refused (spec section 5). */
    usCitizen: formBoolean.optional(),
    usTaxResident: formBoolean.optional(),
    language: mailLanguage,
  })
  .superRefine(checkThaiNames, always);
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** The password change (JSON). */
export const changePasswordSchema = z.object({
  old_password: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }),
  new_password: passwordSchema,
  otp: secondFactorCodeSchema.optional(),
});

/**
 * Two-factor on or off (form). The current password on every call, also for the QR code (its answer is the secret the
 * owner is about to trust); `otp` is the new authenticator's code when turning on, and a one-time or recovery code when
 * turning off.
 */
export const setOtpModeSchema = z.object({
  mfa_enabled: formBoolean,
  password: currentPasswordSchema,
  otp: secondFactorCodeSchema.optional(),
});
export type SetOtpModeInput = z.infer<typeof setOtpModeSchema>;

/**
 * A new authenticator: first the password and a code of the current factor (an old one-time code or a recovery code),
 * answered with a new QR secret; then the password and `new_otp`, a code from the new authenticator.
 */
export const replaceAuthenticatorSchema = stepUpSchema.extend({ new_otp: otpSchema.optional() });
export type ReplaceAuthenticatorInput = z.infer<typeof replaceAuthenticatorSchema>;

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

/** A created or changed account (POST /admin/corporate/, /admin/users/:id/level/, the set-password links). */
export const userSummaryAnswerSchema = z.object({ user: userSummarySchema });
export type UserSummaryAnswer = z.infer<typeof userSummaryAnswerSchema>;

const noFieldsAccountBody = z.object({}).meta({ description: 'No fields: the path names the account, whose own address gets the link' });

export const searchAccounts = endpoint({
  method: 'GET',
  path: '/admin/users/',
  summary: 'Search investors',
  querystring: userSearchQuerySchema,
  response: { 200: paginated(userSummarySchema) },
  errors: ['VALIDATION_FAILED', 'INVALID_PARAMETER'],
});

export const getAccount = endpoint({
  method: 'GET',
  path: '/admin/users/:id/',
  summary: 'One user with recent sign-ins',
  params: strictIdParamsSchema,
  response: { 200: userDetailSchema },
  errors: ['INVALID_PARAMETER', 'USER_NOT_EXIST'],
});

export const changeAccountLevel = endpoint({
  method: 'POST',
  path: '/admin/users/:id/level/',
  summary: 'Set a user level (audited)',
  params: strictIdParamsSchema,
  body: changeLevelSchema,
  response: { 200: userSummaryAnswerSchema },
  errors: ['VALIDATION_FAILED', 'INVALID_PARAMETER', 'USER_NOT_EXIST', 'NOT_QUALIFIED_FOR_RETAIL', 'CLOSURE_PENDING', 'ACCOUNT_CLOSED'],
});

export const createCorporateAccount = endpoint({
  method: 'POST',
  path: '/admin/corporate/',
  summary: 'Open a corporate investor account; the investor sets the password by the mailed link',
  body: createCorporateSchema,
  response: { 201: userSummaryAnswerSchema },
  errors: ['VALIDATION_FAILED', 'USERNAME_EXISTS', 'EMAIL_EXISTS'],
});

export const resendUserSetPasswordLink = endpoint({
  method: 'POST',
  path: '/admin/users/:id/set_password_link/',
  summary: 'Mail a corporate investor who has not set a password a new set-password link (older links stop working; audited)',
  params: strictIdParamsSchema,
  body: noFieldsAccountBody,
  response: { 200: userSummaryAnswerSchema },
  errors: ['INVALID_PARAMETER', 'USER_NOT_EXIST', 'PASSWORD_ALREADY_SET', 'TOO_MANY_REQUESTS'],
});

export const resendStaffSetPasswordLink = endpoint({
  method: 'POST',
  path: '/admin/staff/:id/set_password_link/',
  summary: 'Mail a staff member who has not set a password a new set-password link (older links stop working; audited)',
  params: strictIdParamsSchema,
  body: noFieldsAccountBody,
  response: { 200: userSummaryAnswerSchema },
  errors: ['INVALID_PARAMETER', 'USER_NOT_EXIST', 'PASSWORD_ALREADY_SET', 'TOO_MANY_REQUESTS'],
});

export const getMe = endpoint({
  method: 'GET',
  path: '/auth/me/',
  summary: 'The current user',
  response: { 200: meSchema },
});

export const listLoginHistory = endpoint({
  method: 'GET',
  path: '/auth/loginhistory/',
  summary: 'Recent sign-ins, newest first',
  response: { 200: z.array(loginHistoryItemSchema) },
});

export const changePassword = endpoint({
  method: 'POST',
  path: '/auth/change_password/',
  summary: 'Change password (JSON); 405 OTP_REQUIRED when two-factor is on and no otp was sent',
  body: changePasswordSchema,
  response: { 200: messageAnswerSchema },
  errors: [
    'PASSWORD_COMMON',
    'PASSWORD_PERSONAL',
    'OLD_PASSWORD_WRONG',
    'VALIDATION_FAILED',
    'OTP_REQUIRED',
    'WRONG_OTP',
    'TOO_MANY_REQUESTS',
  ],
});

export const setOtpMode = endpoint({
  method: 'POST',
  path: '/auth/setotpmode/',
  summary: 'Two-factor on/off (form: mfa_enabled, password, otp); turning on answers the recovery codes once',
  body: setOtpModeSchema,
  encoding: 'form',
  response: { 200: otpModeAnswerSchema },
  errors: [
    'VALIDATION_FAILED',
    'OLD_PASSWORD_WRONG',
    'OTP_REQUIRED',
    'WRONG_OTP',
    'MFA_NOT_ENABLED',
    'MFA_ALREADY_ENABLED',
    'MFA_REQUIRED',
    'TOO_MANY_REQUESTS',
  ],
});

export const countRecoveryCodes = endpoint({
  method: 'GET',
  path: '/auth/recovery_codes/',
  summary: 'How many recovery codes are unused',
  response: { 200: recoveryCodeCountSchema },
});

export const renewRecoveryCodes = endpoint({
  method: 'POST',
  path: '/auth/recovery_codes/',
  summary: 'New recovery codes (password and otp; 405 OTP_REQUIRED without otp); the earlier ones stop working',
  body: stepUpSchema,
  response: { 200: recoveryCodesAnswerSchema },
  errors: ['OLD_PASSWORD_WRONG', 'OTP_REQUIRED', 'WRONG_OTP', 'MFA_NOT_ENABLED', 'TOO_MANY_REQUESTS'],
});

export const replaceAuthenticator = endpoint({
  method: 'POST',
  path: '/auth/authenticator/replace/',
  summary:
    'Replace the authenticator: password and otp answer a new secret_url; then password and new_otp switch to it and answer new recovery codes',
  body: replaceAuthenticatorSchema,
  response: { 200: otpModeAnswerSchema },
  errors: ['OLD_PASSWORD_WRONG', 'OTP_REQUIRED', 'WRONG_OTP', 'BAD_REQUEST', 'MFA_NOT_ENABLED', 'TOO_MANY_REQUESTS'],
});

/** 204: mails follow the language. */
export const setLanguage = endpoint({
  method: 'POST',
  path: '/auth/language/',
  summary: 'The language of mails to this user',
  body: languageBodySchema,
  errors: ['VALIDATION_FAILED'],
});

export const sendVerificationCode = endpoint({
  method: 'POST',
  path: '/auth/send_email_verification_code/',
  summary: 'Mail a sign-up link (form-encoded: email)',
  body: sendVerificationCodeSchema,
  encoding: 'form',
  response: { 200: messageAnswerSchema },
  errors: ['VALIDATION_FAILED', 'TOO_MANY_REQUESTS'],
});

export const checkVerificationLink = endpoint({
  method: 'GET',
  path: '/auth/verification_link/',
  summary: 'Check a mailed link before its form is shown',
  querystring: verificationLinkSchema,
  response: { 200: verificationLinkAnswerSchema },
  errors: ['VERIFICATION_CODE_WRONG', 'LINK_EXPIRED', 'TOO_MANY_REQUESTS'],
});

export const createAccount = endpoint({
  method: 'POST',
  path: '/auth/user/create/',
  summary: 'Create an investor account (step 2 of sign-up)',
  body: createUserSchema,
  response: { 201: messageAnswerSchema },
  errors: [
    'VALIDATION_FAILED',
    'PASSWORD_COMMON',
    'PASSWORD_PERSONAL',
    'VERIFICATION_CODE_WRONG',
    'LINK_EXPIRED',
    'US_PERSON_NOT_ALLOWED',
    'CORPORATE_SIGNUP_OFFLINE',
    'USERNAME_EXISTS',
    'EMAIL_EXISTS',
  ],
});

export const activateAccount = endpoint({
  method: 'POST',
  path: '/auth/user/activate/',
  summary: 'Set the password of an account staff opened, with the mailed link',
  body: setPasswordSchema.extend({ password: passwordSchema }),
  response: { 200: messageAnswerSchema },
  errors: ['VALIDATION_FAILED', 'PASSWORD_COMMON', 'PASSWORD_PERSONAL', 'VERIFICATION_CODE_WRONG', 'LINK_EXPIRED'],
});

/** The same answer whether or not the address has an account. */
export const forgotPassword = endpoint({
  method: 'POST',
  path: '/auth/forgot_password/',
  summary: 'Mail a password-reset link to the address if it has an account (the same answer either way)',
  body: forgotPasswordSchema,
  response: { 200: messageAnswerSchema },
  errors: ['VALIDATION_FAILED', 'TOO_MANY_REQUESTS'],
});

export const checkResetLink = endpoint({
  method: 'GET',
  path: '/auth/reset_password/',
  summary: 'Check a password-reset link before its form is shown',
  querystring: resetLinkQuerySchema,
  response: { 200: resetLinkAnswerSchema },
  errors: ['VERIFICATION_CODE_WRONG', 'LINK_EXPIRED', 'TOO_MANY_REQUESTS'],
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/auth/reset_password/',
  summary: 'Set a new password with the mailed link (and a one-time or recovery code with two-factor); every session ends',
  body: resetPasswordSchema,
  response: { 200: messageAnswerSchema },
  errors: [
    'VERIFICATION_CODE_WRONG',
    'LINK_EXPIRED',
    'VALIDATION_FAILED',
    'OTP_REQUIRED',
    'WRONG_OTP',
    'PASSWORD_RESET_HELD',
    'TOO_MANY_REQUESTS',
  ],
});
