import type { MessageAnswer, sendVerificationCodeContract } from '@ico/domain/contracts/accounts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** `POST /auth/send_email_verification_code/` (form): mails the sign-up link in the reader's language. */
export function sendVerificationCode(input: z.input<typeof sendVerificationCodeContract.body>): Promise<MessageAnswer> {
  return api('/auth/send_email_verification_code/', { form: input, auth: false });
}
