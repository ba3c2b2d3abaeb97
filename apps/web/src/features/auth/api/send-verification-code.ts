import type { Language } from '@ico/domain/language';
import { api } from '../../../lib/api-client';

/** `POST /auth/send_email_verification_code/` (form): mails the sign-up link in the reader's language. */
export function sendVerificationCode(input: { email: string; language: Language }): Promise<{ message: string }> {
  return api('/auth/send_email_verification_code/', { form: input, auth: false });
}
