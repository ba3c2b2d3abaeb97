import type { OtpModeAnswer, replaceAuthenticatorContract } from '@ico/domain/contracts/accounts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/**
 * `POST /auth/authenticator/replace/`: the password and a code of the current factor answer a new QR secret; the
 * password and `new_otp` (a code of the new app) switch to it and answer new recovery codes.
 */
export function replaceAuthenticator(body: z.input<typeof replaceAuthenticatorContract.body>): Promise<OtpModeAnswer> {
  return api<OtpModeAnswer>('/auth/authenticator/replace/', { json: body });
}
