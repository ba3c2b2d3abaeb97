import { replaceAuthenticator as replaceAuthenticatorEndpoint } from '@ico/domain/contracts/accounts';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/**
 * `replaceAuthenticator`: the password and a code of the current factor answer a new QR secret; the password and
 * `new_otp` (a code of the new app) switch to it and answer new recovery codes.
 */
export const replaceAuthenticator = (body: z.input<typeof replaceAuthenticatorEndpoint.body>) =>
  call(replaceAuthenticatorEndpoint, { body });
