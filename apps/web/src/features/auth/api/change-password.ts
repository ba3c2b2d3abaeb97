import { changePassword as changePasswordEndpoint } from '@ico/domain/contracts/accounts';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type ChangePasswordBody = z.input<typeof changePasswordEndpoint.body>;

/** `changePassword` (JSON): 405 OTP_REQUIRED when two-factor is on, then repeated with the code. */
export const changePassword = (body: ChangePasswordBody) => call(changePasswordEndpoint, { body });
