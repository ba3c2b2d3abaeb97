import { z } from 'zod';
import { always, checkConfirmation } from './auth-schemas';
import { OTP_LENGTH } from './constants';
import { emailSchema, passwordSchema, requiredString } from './fields';
import { normalizeRecoveryCode } from './recovery-codes';

/** A password-reset link works once, within 30 minutes; a newer request or a successful reset ends it sooner. */
export const PASSWORD_RESET_LINK_MINUTES = 30;

const ONE_TIME_CODE = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/**
 * What a second-factor field accepts: the six digits of the authenticator, or a recovery code typed in any case,
 * with or without dashes (the server's `verifySecondFactor` tells them apart the same way).
 */
export const isSecondFactorCode = (value: string): boolean => ONE_TIME_CODE.test(value) || normalizeRecoveryCode(value) !== null;

export const secondFactorCodeSchema = requiredString('SECOND_FACTOR_FORMAT')
  .max(40, { error: 'SECOND_FACTOR_FORMAT' })
  .refine(isSecondFactorCode, { error: 'SECOND_FACTOR_FORMAT' });

/** `POST /auth/forgot_password/` (form-encoded or JSON): the address the link goes to, if it has an account. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** `GET /auth/reset_password/`: the mailed link's address and code, checked before the form shows. */
export const resetLinkQuerySchema = z.object({ email: emailSchema, code: requiredString('REQUIRED').max(100) });

/** What the link page needs to know: whose account, and whether a second factor will be asked. */
export const resetLinkAnswerSchema = z.object({ username: z.string(), secondFactor: z.boolean() });
export type ResetLinkAnswer = z.infer<typeof resetLinkAnswerSchema>;

/** `POST /auth/reset_password/`: the link, the new password and, with two-factor on, a one-time or recovery code. */
export const resetPasswordSchema = z.object({
  email: emailSchema,
  verificationCode: requiredString('REQUIRED').max(100),
  password: passwordSchema,
  otp: secondFactorCodeSchema.optional(),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset form: the new password twice, and the code field only when the account has two-factor on. */
export const resetPasswordFormSchema = (secondFactor: boolean) =>
  z
    .object({
      password: passwordSchema,
      password2: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }),
      otp: secondFactor ? secondFactorCodeSchema : z.string().optional(),
    })
    .superRefine((value, ctx) => checkConfirmation(value.password, value.password2, 'password2', ctx), always);
export type ResetPasswordForm = z.infer<ReturnType<typeof resetPasswordFormSchema>>;
