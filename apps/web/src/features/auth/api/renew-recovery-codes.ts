import { renewRecoveryCodes as renewRecoveryCodesEndpoint } from '@ico/domain/contracts/accounts';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/** `renewRecoveryCodes`: a new set of codes (password, then a code after 405); the old ones stop working. */
export const renewRecoveryCodes = (body: z.input<typeof renewRecoveryCodesEndpoint.body>) => call(renewRecoveryCodesEndpoint, { body });
