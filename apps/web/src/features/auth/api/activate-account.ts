import { activateAccount as activateAccountEndpoint } from '@ico/domain/contracts/accounts';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/** `activateAccount`: an account our staff created gets its first password through the mailed link. */
export const activateAccount = (body: z.input<typeof activateAccountEndpoint.body>) =>
  call(activateAccountEndpoint, { body }, { auth: false });
