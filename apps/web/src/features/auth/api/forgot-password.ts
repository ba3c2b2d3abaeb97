import type { forgotPasswordContract, MessageAnswer } from '@ico/domain/contracts/accounts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** `POST /auth/forgot_password/`: the same answer whether or not the address has an account. */
export function forgotPassword(input: z.input<typeof forgotPasswordContract.body>): Promise<MessageAnswer> {
  return api('/auth/forgot_password/', { json: input, auth: false });
}
