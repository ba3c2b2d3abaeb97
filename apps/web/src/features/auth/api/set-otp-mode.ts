import { setOtpMode as setOtpModeEndpoint } from '@ico/domain/contracts/accounts';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type SetOtpModeBody = z.input<typeof setOtpModeEndpoint.body>;

/**
 * `setOtpMode` (form), always with the current password. Enabling without a code answers the secret (`otpauth://`
 * URL); enabling with a code switches two-factor on and answers the recovery codes once; disabling needs a code (405
 * without one).
 */
export const setOtpMode = (body: SetOtpModeBody) => call(setOtpModeEndpoint, { body });
