import { tokenPairSchema } from '../account';
import { signInLinkAnswerSchema, signInLinkCheckSchema, signInLinkRequestSchema, signInWithLinkSchema } from '../sign-in-link';
import { messageAnswerSchema } from './accounts';

/** POST /api/auth/sign_in_link/: the same answer whether or not the username exists. */
export const requestSignInLinkContract = { body: signInLinkRequestSchema, response: { 200: messageAnswerSchema } };

/** POST /api/auth/sign_in_link/check/ */
export const checkSignInLinkContract = { body: signInLinkCheckSchema, response: { 200: signInLinkAnswerSchema } };

/** POST /api/auth/sign_in_link/obtain/: 405 OTP_REQUIRED when two-factor is on and no otp was sent. */
export const obtainSessionWithLinkContract = { body: signInWithLinkSchema, response: { 200: tokenPairSchema } };
