import { resetPassword as resetPasswordEndpoint } from '@ico/domain/contracts/accounts';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/** `resetPassword`: the new password with the mailed link (and a one-time or recovery code with two-factor). */
export const resetPassword = (body: z.input<typeof resetPasswordEndpoint.body>) => call(resetPasswordEndpoint, { body }, { auth: false });
