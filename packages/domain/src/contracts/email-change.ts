import { z } from 'zod';
import { emailChangeCodeSchema, emailChangeRequestSchema } from '../email-change';
import { EMAIL_CHANGE_LINK_PATH, type EmailChangeLinkKind } from '../email-change-routes';
import { messageAnswerSchema } from './accounts';

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

/** POST /api/auth/email_change/ */
export const requestEmailChangeContract = { body: emailChangeRequestSchema, response: { 202: messageAnswerSchema } };

/** GET /api/auth/email_change/ */
export const getEmailChangeContract = { response: { 200: z.object({ change: emailChangeSchema.nullable() }) } };

/** GET /api/auth/email_change/link/ */
export const checkEmailChangeLinkContract = {
  querystring: emailChangeCodeSchema.extend({ kind: z.enum(linkKinds, { error: 'INVALID_OPTION' }) }),
  response: { 200: emailChangeLinkSchema },
};

/** POST /api/auth/email_change/confirm/ */
export const confirmEmailChangeContract = { body: emailChangeCodeSchema, response: { 200: messageAnswerSchema } };

/** POST /api/auth/email_change/cancel/ */
export const cancelEmailChangeContract = { body: emailChangeCodeSchema, response: { 200: messageAnswerSchema } };
