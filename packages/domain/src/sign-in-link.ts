import { z } from 'zod';
import { loginSchema } from './auth-schemas';
import { requiredString } from './fields';

/**
 * A mailed sign-in link works once, within 15 minutes, and only together with the account's password (and its
 * one-time code when two-factor is on): the owner's way in while sign-ins from new addresses are slowed down
 * (decision 0028). A newer link ends the older ones.
 */
export const SIGN_IN_LINK_MINUTES = 15;

/** `POST /auth/sign_in_link/`: the username typed at the sign-in form; the same answer whether or not it exists. */
export const signInLinkRequestSchema = loginSchema.pick({ username: true });
export type SignInLinkRequest = z.infer<typeof signInLinkRequestSchema>;

const linkCodeSchema = requiredString('REQUIRED').max(100);

/** `POST /auth/sign_in_link/check/`: the code of the link, in the body so that no log keeps it. */
export const signInLinkCheckSchema = z.object({ code: linkCodeSchema });

/** `POST /auth/sign_in_link/obtain/`: the link with the password, then (after 405 OTP_REQUIRED) with the code too. */
export const signInWithLinkSchema = loginSchema.omit({ username: true }).extend({ code: linkCodeSchema });
export type SignInWithLinkInput = z.infer<typeof signInWithLinkSchema>;
