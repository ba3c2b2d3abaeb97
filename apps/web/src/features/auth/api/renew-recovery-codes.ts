import type { RecoveryCodesAnswer } from '@ico/domain/account';
import type { renewRecoveryCodesContract } from '@ico/domain/contracts/accounts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** `POST /auth/recovery_codes/`: a new set of codes (password, then a code after 405); the old ones stop working. */
export function renewRecoveryCodes(body: z.input<typeof renewRecoveryCodesContract.body>): Promise<RecoveryCodesAnswer> {
  return api<RecoveryCodesAnswer>('/auth/recovery_codes/', { json: body });
}
