import type { TokenPair } from '@ico/domain/account';
import type { SignInWithLinkInput } from '@ico/domain/sign-in-link';
import { api } from '../../../lib/api-client';

/** `POST /auth/sign_in_link/obtain/`: the link with the password; 405 OTP_REQUIRED asks for the code, then the call repeats with it. */
export function obtainTokenWithLink(input: SignInWithLinkInput): Promise<TokenPair> {
  return api<TokenPair>('/auth/sign_in_link/obtain/', { json: input, auth: false });
}
