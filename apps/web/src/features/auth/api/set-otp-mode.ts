import type { otpModeAnswerSchema } from '@ico/domain/account';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type OtpModeAnswer = z.infer<typeof otpModeAnswerSchema>;

/**
 * `POST /auth/setotpmode/` (form). Enabling without a code answers a new secret (`otpauth://` URL);
 * enabling with a code switches two-factor on; disabling needs a code.
 */
export function setOtpMode(body: { mfa_enabled: 'true' | 'false'; otp?: string }): Promise<OtpModeAnswer> {
  return api<OtpModeAnswer>('/auth/setotpmode/', { form: body });
}
