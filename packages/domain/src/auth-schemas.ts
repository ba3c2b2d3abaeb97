import { z } from 'zod';
import {
  emailSchema,
  formBoolean,
  nameEnSchema,
  nameThSchema,
  otpSchema,
  passwordSchema,
  recoveryCodeSchema,
  requiredChoice,
  requiredString,
  secondFactorCodeSchema,
  usernameSchema,
} from './fields';
import { LANGUAGES } from './language';
import { INDIVIDUAL_OPTIONS, NATIONALITY_OPTIONS, optionValues } from './options';

/** The language mails are written in (the user's choice on screen). */
const mailLanguage = z.enum(LANGUAGES, { error: 'INVALID_OPTION' }).optional();

/** Step 1 of sign-up: `POST /auth/send_email_verification_code/` (form-encoded). */
export const sendVerificationCodeSchema = z.object({ email: emailSchema, language: mailLanguage });

/** The current password a step-up or a sign-in asks for: only present, its rules are those it was set with. */
const currentPasswordSchema = z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }).max(200);

/** The login form; `otp` (a one-time or a recovery code) is added after the server answered 405. */
export const loginSchema = z.object({
  username: requiredString('USERNAME_REQUIRED'),
  password: currentPasswordSchema,
  otp: secondFactorCodeSchema.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * Cross-field checks run even while single fields are still invalid, so a form shows every message in one
 * round (zod skips object refinements after field errors unless told otherwise).
 */
export const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

type Ctx = { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void };

/** Thai names are required of Thai nationals only (spec section 5). */
function checkThaiNames(value: { nationality?: unknown; firstNameTH?: unknown; lastNameTH?: unknown }, ctx: Ctx): void {
  if (value.nationality !== 'THAI') return;
  for (const field of ['firstNameTH', 'lastNameTH'] as const) {
    const result = nameThSchema.safeParse(text(value[field]));
    if (!result.success) ctx.addIssue({ code: 'custom', path: [field], message: result.error.issues[0]?.message ?? 'NAME_TH_REQUIRED' });
  }
}

export function checkConfirmation(password: unknown, confirmation: unknown, path: string, ctx: Ctx): void {
  if (text(confirmation) !== '' && text(password) !== text(confirmation))
    ctx.addIssue({ code: 'custom', path: [path], message: 'PASSWORD_NOT_MATCH' });
}

const nationality = requiredChoice(optionValues(NATIONALITY_OPTIONS));
const individual = requiredChoice(optionValues(INDIVIDUAL_OPTIONS));

/** `POST /auth/user/create/`: Thai names are required of Thai nationals only. */
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

/**
 * The sign-up form of step 2: the API fields plus the confirmation and the US-person answers,
 * which stop the sign-up in the browser (spec section 5).
 */
export const signUpFormSchema = z
  .object({
    username: usernameSchema,
    password: passwordSchema,
    password2: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }),
    firstNameEN: nameEnSchema,
    lastNameEN: nameEnSchema,
    firstNameTH: z.string().trim(),
    lastNameTH: z.string().trim(),
    nationality,
    individual,
    usCitizen: z.enum(['yes', 'no'], { error: 'SELECT_REQUIRED' }),
    usTaxResident: z.enum(['yes', 'no'], { error: 'SELECT_REQUIRED' }),
    agreementCheck: z.boolean().refine((v) => v, { error: 'TERMS_REQUIRED' }),
  })
  .superRefine((value, ctx) => {
    checkConfirmation(value.password, value.password2, 'password2', ctx);
    if (value.usCitizen === 'yes') ctx.addIssue({ code: 'custom', path: ['usCitizen'], message: 'US_PERSON_NOT_ALLOWED' });
    if (value.usTaxResident === 'yes') ctx.addIssue({ code: 'custom', path: ['usTaxResident'], message: 'US_PERSON_NOT_ALLOWED' });
    checkThaiNames(value, ctx);
  }, always);
export type SignUpFormInput = z.infer<typeof signUpFormSchema>;

/** `POST /auth/change_password/` (JSON). */
export const changePasswordSchema = z.object({
  old_password: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }),
  new_password: passwordSchema,
  otp: secondFactorCodeSchema.optional(),
});

/** The change-password form: the API fields plus the confirmation. */
export const changePasswordFormSchema = z
  .object({
    old_password: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }),
    new_password: passwordSchema,
    confirm_password: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }),
  })
  .superRefine((value, ctx) => checkConfirmation(value.new_password, value.confirm_password, 'confirm_password', ctx), always);

/** The one-time-code prompt of login, change password and two-factor. */
export const otpFormSchema = z.object({ otp: otpSchema });
/** The same prompt when the user answers with a recovery code instead. */
export const recoveryCodeFormSchema = z.object({ otp: recoveryCodeSchema });

/** Setting the first password of an account staff created: the password rule, typed twice. */
export const setPasswordFormSchema = z
  .object({
    password: passwordSchema,
    password2: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }),
  })
  .superRefine((value, ctx) => checkConfirmation(value.password, value.password2, 'password2', ctx), always);

/** `POST /auth/setotpmode/` (form): without otp it answers the secret; with otp it switches. */
/**
 * `POST /auth/setotpmode/` (form). The current password on every call, also for the QR code (its answer is the secret
 * the owner is about to trust); `otp` is the new authenticator's code when turning on, and a one-time or recovery code
 * when turning off.
 */
export const setOtpModeSchema = z.object({
  mfa_enabled: formBoolean,
  password: currentPasswordSchema,
  otp: secondFactorCodeSchema.optional(),
});
export type SetOtpModeInput = z.infer<typeof setOtpModeSchema>;

/** A step-up of its own (`POST /auth/recovery_codes/`): the current password, and a code when two-factor is on. */
export const stepUpSchema = z.object({ password: currentPasswordSchema, otp: secondFactorCodeSchema.optional() });
export type StepUpInput = z.infer<typeof stepUpSchema>;

/** The password box of the step-up forms. */
export const stepUpFormSchema = z.object({ password: currentPasswordSchema });

/**
 * `POST /auth/authenticator/replace/`: first the password and a code of the current factor (an old one-time code or a
 * recovery code), answered with a new QR secret; then the password and `new_otp`, a code from the new authenticator.
 */
export const replaceAuthenticatorSchema = stepUpSchema.extend({ new_otp: otpSchema.optional() });
export type ReplaceAuthenticatorInput = z.infer<typeof replaceAuthenticatorSchema>;
export type OtpForm = z.infer<typeof otpFormSchema>;
export type SetPasswordForm = z.infer<typeof setPasswordFormSchema>;
