import { sendVerificationCode as sendVerificationCodeEndpoint } from '@ico/domain/contracts/accounts';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/** `sendVerificationCode` (form): mails the sign-up link in the reader's language. */
export const sendVerificationCode = (input: z.input<typeof sendVerificationCodeEndpoint.body>) =>
  call(sendVerificationCodeEndpoint, { body: input }, { auth: false });
