import { z } from 'zod';
import { requiredString } from '../fields';
import { messageAnswerSchema } from './accounts';
import { endpoint } from './endpoint';
import { loginSchema, tokenPairSchema } from './sessions';

/** The username typed at the sign-in form; the same answer whether or not it exists. */
export const signInLinkRequestSchema = loginSchema.pick({ username: true });
export type SignInLinkRequest = z.infer<typeof signInLinkRequestSchema>;

const linkCodeSchema = requiredString('REQUIRED').max(100);

/** The code of the link, in the body so that no log keeps it. */
export const signInLinkCheckSchema = z.object({ code: linkCodeSchema });

/** The link with the password, then (after 405 OTP_REQUIRED) with the code too. */
export const signInWithLinkSchema = loginSchema.omit({ username: true }).extend({ code: linkCodeSchema });
export type SignInWithLinkInput = z.infer<typeof signInWithLinkSchema>;

/** What the link's page shows before the password is typed: whose account, and until when the link works. */
export const signInLinkAnswerSchema = z.object({ username: z.string(), expires_at: z.string() });
export type SignInLinkAnswer = z.infer<typeof signInLinkAnswerSchema>;

/** The same answer whether or not the username exists. */
export const requestSignInLink = endpoint({
  method: 'POST',
  path: '/auth/sign_in_link/',
  summary: "Mail a single-use sign-in link to the username's owner, if it has an account (the same answer either way)",
  body: signInLinkRequestSchema,
  response: { 200: messageAnswerSchema },
  errors: ['VALIDATION_FAILED', 'TOO_MANY_REQUESTS'],
});

export const checkSignInLink = endpoint({
  method: 'POST',
  path: '/auth/sign_in_link/check/',
  summary: 'Check a mailed sign-in link before its page asks for the password',
  body: signInLinkCheckSchema,
  response: { 200: signInLinkAnswerSchema },
  errors: ['VERIFICATION_CODE_WRONG', 'LINK_EXPIRED', 'TOO_MANY_REQUESTS'],
});

export const obtainSessionWithLink = endpoint({
  method: 'POST',
  path: '/auth/sign_in_link/obtain/',
  summary: 'Sign in with a mailed link and the password: 405 OTP_REQUIRED when two-factor is on and no otp was sent',
  body: signInWithLinkSchema,
  response: { 200: tokenPairSchema },
  errors: ['VERIFICATION_CODE_WRONG', 'LINK_EXPIRED', 'WRONG_USERNAME_OR_PASSWORD', 'OTP_REQUIRED', 'WRONG_OTP', 'TOO_MANY_REQUESTS'],
});
