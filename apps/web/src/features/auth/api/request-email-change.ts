import { requestEmailChange as requestEmailChangeEndpoint } from '@ico/domain/contracts/email-change';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type RequestEmailChangeBody = z.input<typeof requestEmailChangeEndpoint.body>;

/** `requestEmailChange` (JSON): 405 OTP_REQUIRED when two-factor is on, then repeated with the code. */
export const requestEmailChange = (body: RequestEmailChangeBody) => call(requestEmailChangeEndpoint, { body });
