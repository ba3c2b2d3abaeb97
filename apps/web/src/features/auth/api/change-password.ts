import type { changePasswordContract, MessageAnswer } from '@ico/domain/contracts/accounts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type ChangePasswordBody = z.input<typeof changePasswordContract.body>;

/** `POST /auth/change_password/` (JSON): 405 OTP_REQUIRED when two-factor is on, then repeated with the code. */
export function changePassword(body: ChangePasswordBody): Promise<MessageAnswer> {
  return api('/auth/change_password/', { json: body });
}
