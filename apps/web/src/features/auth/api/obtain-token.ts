import { obtainSession } from '@ico/domain/contracts/sessions';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type Credentials = z.input<typeof obtainSession.body>;

/** `obtainSession`: 405 OTP_REQUIRED asks for the one-time code, then the same call repeats with it. */
export const obtainToken = (credentials: Credentials) => call(obtainSession, { body: credentials }, { auth: false });
