import type { TokenPair } from '@ico/domain/account';
import type { obtainSessionContract } from '@ico/domain/contracts/sessions';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type Credentials = z.input<typeof obtainSessionContract.body>;

/** `POST /auth/token/obtain/`: 405 OTP_REQUIRED asks for the one-time code, then the same call repeats with it. */
export function obtainToken(credentials: Credentials): Promise<TokenPair> {
  return api<TokenPair>('/auth/token/obtain/', { json: credentials, auth: false });
}
