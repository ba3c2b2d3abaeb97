import { otpSchema, passwordSchema } from '@ico/domain/fields';
import { z } from 'zod';

/** The one-time-code prompt: the domain's 6-digit rule. */
export const otpFormSchema = z.object({ otp: otpSchema });
export type OtpForm = z.infer<typeof otpFormSchema>;

/** Setting the first password of an account staff created: the domain's password rule, typed twice. */
export const setPasswordFormSchema = z
  .object({
    password: passwordSchema,
    password2: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }),
  })
  .refine((v) => v.password === v.password2, { path: ['password2'], error: 'PASSWORD_NOT_MATCH' });
export type SetPasswordForm = z.infer<typeof setPasswordFormSchema>;
