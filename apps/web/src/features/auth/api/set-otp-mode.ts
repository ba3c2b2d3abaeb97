import type { OtpModeAnswer, setOtpModeContract } from '@ico/domain/contracts/accounts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type SetOtpModeBody = z.input<typeof setOtpModeContract.body>;

/**
 * `POST /auth/setotpmode/` (form), always with the current password. Enabling without a code answers the secret
 * (`otpauth://` URL); enabling with a code switches two-factor on and answers the recovery codes once; disabling
 * needs a code (405 without one).
 */
export function setOtpMode(body: SetOtpModeBody): Promise<OtpModeAnswer> {
  return api<OtpModeAnswer>('/auth/setotpmode/', { form: body });
}
