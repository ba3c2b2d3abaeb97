import { z } from 'zod';
import { always, checkConfirmation } from './auth-schemas';
import { isSecondFactorCode, passwordSchema, requiredString } from './fields';

/** A password-reset link works once, within 30 minutes; a newer request or a successful reset ends it sooner. */
export const PASSWORD_RESET_LINK_MINUTES = 30;

/** The reset's code field: its key names both kinds of code (a reset is where a recovery code is most likely). */
export const resetSecondFactorSchema = requiredString('SECOND_FACTOR_FORMAT')
  .max(40, { error: 'SECOND_FACTOR_FORMAT' })
  .refine(isSecondFactorCode, { error: 'SECOND_FACTOR_FORMAT' });

/** The reset form: the new password twice, and the code field only when the account has two-factor on. */
export const resetPasswordFormSchema = (secondFactor: boolean) =>
  z
    .object({
      password: passwordSchema,
      password2: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }),
      otp: secondFactor ? resetSecondFactorSchema : z.string().optional(),
    })
    .superRefine((value, ctx) => checkConfirmation(value.password, value.password2, 'password2', ctx), always);
export type ResetPasswordForm = z.infer<ReturnType<typeof resetPasswordFormSchema>>;
