import type { OtpModeAnswer } from '@ico/domain/contracts/accounts';
import { api } from '../../../lib/api-client';

/**
 * `POST /auth/setotpmode/` (form). Enabling without a code answers a new secret (`otpauth://` URL);
 * enabling with a code switches two-factor on; disabling needs a code.
 */
export function setOtpMode(body: { mfa_enabled: 'true' | 'false'; otp?: string }): Promise<OtpModeAnswer> {
  return api<OtpModeAnswer>('/auth/setotpmode/', { form: body });
}
