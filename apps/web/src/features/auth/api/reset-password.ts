import type { MessageAnswer, resetPasswordContract } from '@ico/domain/contracts/accounts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** `POST /auth/reset_password/`: the new password with the mailed link (and a one-time or recovery code with two-factor). */
export function resetPassword(body: z.input<typeof resetPasswordContract.body>): Promise<MessageAnswer> {
  return api('/auth/reset_password/', { json: body, auth: false });
}
