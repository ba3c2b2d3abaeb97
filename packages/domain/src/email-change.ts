import { z } from 'zod';
import { emailSchema } from './fields';

/**
 * Changing the e-mail address (issue 15): the new address confirms by a mailed link, the old address is told at
 * once and may undo the change, before or after the confirmation, for a while longer.
 */
export const EMAIL_CHANGE_CONFIRM_HOURS = 24;
export const EMAIL_CHANGE_CANCEL_HOURS = 72;

/** The form on the portal: the new address and the current password (the one-time code comes after a 405). */
export const emailChangeFormSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }),
});
export type EmailChangeForm = z.infer<typeof emailChangeFormSchema>;
