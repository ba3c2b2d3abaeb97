import type { MessageAnswer } from '@ico/domain/contracts/accounts';
import type { requestSignInLinkContract } from '@ico/domain/contracts/sign-in-links';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** `POST /auth/sign_in_link/`: the same answer whether or not the username has an account. */
export function requestSignInLink(input: z.input<typeof requestSignInLinkContract.body>): Promise<MessageAnswer> {
  return api('/auth/sign_in_link/', { json: input, auth: false });
}
