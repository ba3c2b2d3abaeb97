import { obtainSessionWithLink, type SignInWithLinkInput } from '@ico/domain/contracts/sign-in-links';
import { call } from '../../../lib/api-client';

/** `obtainSessionWithLink`: the link with the password; 405 OTP_REQUIRED asks for the code, then the call repeats with it. */
export const obtainTokenWithLink = (input: SignInWithLinkInput) => call(obtainSessionWithLink, { body: input }, { auth: false });
