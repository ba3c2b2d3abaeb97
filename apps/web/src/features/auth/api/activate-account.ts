import type { activateAccountContract, MessageAnswer } from '@ico/domain/contracts/accounts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** `POST /auth/user/activate/`: an account our staff created gets its first password through the mailed link. */
export function activateAccount(body: z.input<typeof activateAccountContract.body>): Promise<MessageAnswer> {
  return api('/auth/user/activate/', { json: body, auth: false });
}
