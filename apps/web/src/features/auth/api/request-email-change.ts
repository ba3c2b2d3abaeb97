import type { MessageAnswer } from '@ico/domain/contracts/accounts';
import type { requestEmailChangeContract } from '@ico/domain/contracts/email-change';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type RequestEmailChangeBody = z.input<typeof requestEmailChangeContract.body>;

/** `POST /auth/email_change/` (JSON): 405 OTP_REQUIRED when two-factor is on, then repeated with the code. */
export function requestEmailChange(body: RequestEmailChangeBody): Promise<MessageAnswer> {
  return api('/auth/email_change/', { json: body });
}
