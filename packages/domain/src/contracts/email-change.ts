import { z } from 'zod';
import { emailChangeFormSchema } from '../email-change';
import { EMAIL_CHANGE_LINK_PATH, type EmailChangeLinkKind } from '../email-change-routes';
import { requiredString, secondFactorCodeSchema } from '../fields';
import { messageAnswerSchema } from './accounts';
import { endpoint } from './endpoint';

/** The change asked for (JSON): the portal's form and, after a 405, the one-time code. */
export const emailChangeRequestSchema = emailChangeFormSchema.extend({ otp: secondFactorCodeSchema.optional() });

/** A mailed link's code, in a query or a body. */
export const emailChangeCodeSchema = z.object({ code: requiredString('REQUIRED').max(100, { error: 'TEXT_TOO_LONG' }) });

const linkKinds = Object.keys(EMAIL_CHANGE_LINK_PATH) as [EmailChangeLinkKind, ...EmailChangeLinkKind[]];

/** The caller's change still waiting for the new address to confirm it (until its link expires). */
export const emailChangeSchema = z.object({
  newEmail: z.string(),
  requested_at: z.string(),
  expires_at: z.string(),
});
export type EmailChange = z.infer<typeof emailChangeSchema>;

/** What a mailed link's page shows before the click that uses it. */
export const emailChangeLinkSchema = z.object({
  kind: z.enum(linkKinds),
  oldEmail: z.string(),
  newEmail: z.string(),
  confirmed: z.boolean(),
  cancel_until: z.string(),
});
export type EmailChangeLink = z.infer<typeof emailChangeLinkSchema>;

export const requestEmailChange = endpoint({
  method: 'POST',
  path: '/auth/email_change/',
  summary: 'Ask to change the e-mail address (JSON: email, password, otp); 405 OTP_REQUIRED when two-factor is on and no otp was sent',
  body: emailChangeRequestSchema,
  response: { 202: messageAnswerSchema },
  errors: ['EMAIL_UNCHANGED', 'OLD_PASSWORD_WRONG', 'VALIDATION_FAILED', 'WRONG_OTP', 'OTP_REQUIRED', 'TOO_MANY_REQUESTS'],
});

export const getEmailChange = endpoint({
  method: 'GET',
  path: '/auth/email_change/',
  summary: 'The change waiting for the new address to confirm it, or null',
  response: { 200: z.object({ change: emailChangeSchema.nullable() }) },
});

export const checkEmailChangeLink = endpoint({
  method: 'GET',
  path: '/auth/email_change/link/',
  summary: 'Check a mailed e-mail change link before its page offers the button',
  querystring: emailChangeCodeSchema.extend({ kind: z.enum(linkKinds, { error: 'INVALID_OPTION' }) }),
  response: { 200: emailChangeLinkSchema },
  errors: ['VERIFICATION_CODE_WRONG', 'LINK_EXPIRED', 'TOO_MANY_REQUESTS'],
});

export const confirmEmailChange = endpoint({
  method: 'POST',
  path: '/auth/email_change/confirm/',
  summary: 'Confirm the new e-mail address with the link mailed to it; ends every other session',
  body: emailChangeCodeSchema,
  response: { 200: messageAnswerSchema },
  errors: ['VERIFICATION_CODE_WRONG', 'LINK_EXPIRED', 'EMAIL_EXISTS', 'TOO_MANY_REQUESTS'],
});

export const cancelEmailChange = endpoint({
  method: 'POST',
  path: '/auth/email_change/cancel/',
  summary: 'Undo an e-mail change with the link mailed to the old address (72 hours); ends every session',
  body: emailChangeCodeSchema,
  response: { 200: messageAnswerSchema },
  errors: ['VERIFICATION_CODE_WRONG', 'LINK_EXPIRED', 'EMAIL_EXISTS', 'TOO_MANY_REQUESTS'],
});
