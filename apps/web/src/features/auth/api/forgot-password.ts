import { forgotPassword as forgotPasswordEndpoint } from '@ico/domain/contracts/accounts';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/** `forgotPassword`: the same answer whether or not the address has an account. */
export const forgotPassword = (input: z.input<typeof forgotPasswordEndpoint.body>) =>
  call(forgotPasswordEndpoint, { body: input }, { auth: false });
