import { z } from 'zod';
import { nameEnSchema, nameThSchema, otpSchema, passwordSchema, recoveryCodeSchema, requiredChoice, usernameSchema } from './fields';
import { INDIVIDUAL_OPTIONS, NATIONALITY_OPTIONS, optionValues } from './options';

/** The current password a step-up or a sign-in asks for: only present, its rules are those it was set with. */
export const currentPasswordSchema = z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }).max(200);

/**
 * Cross-field checks run even while single fields are still invalid, so a form shows every message in one
 * round (zod skips object refinements after field errors unless told otherwise).
 */
export const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

type Ctx = { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void };

/** Thai names are required of Thai nationals only (spec section 5). */
export function checkThaiNames(value: { nationality?: unknown; firstNameTH?: unknown; lastNameTH?: unknown }, ctx: Ctx): void {
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

/** The two choices of the sign-up form, shared with the body of `createAccount`. */
export const nationality = requiredChoice(optionValues(NATIONALITY_OPTIONS));
export const individual = requiredChoice(optionValues(INDIVIDUAL_OPTIONS));

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

/** The password box of the step-up forms. */
export const stepUpFormSchema = z.object({ password: currentPasswordSchema });

export type OtpForm = z.infer<typeof otpFormSchema>;
export type SetPasswordForm = z.infer<typeof setPasswordFormSchema>;
