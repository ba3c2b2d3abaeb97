import { normalizeRecoveryCode } from '@ico/domain/recovery-codes';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { recoveryCode } from '../../db/schema';
import { AppError } from '../../errors';
import { GUARDS } from '../../security/account-guard';
import { hashToken } from '../../security/tokens';
import type { UserRow } from '../accounts/user-row';
import type { Deps, RequestMeta } from '../deps';
import { acceptOtp } from './accept-otp';
import { guardAttempt } from './guard-attempt';

export type SecondFactor = 'otp' | 'recovery-code';

/**
 * The second factor wherever one is asked (sign-in, step-up, password reset): a one-time code from the authenticator,
 * or one of the user's unused recovery codes, which is spent by the check. Both count against the same limits of code
 * attempts (GUARDS.code: per account and address, and slower per account); a wrong code of either kind answers WRONG_OTP.
 */
export async function verifySecondFactor(
  deps: Deps,
  account: Pick<UserRow, 'id' | 'otpSecret' | 'otpLastStep'>,
  code: string,
  meta: RequestMeta,
  db: Database | Tx = deps.database.db,
): Promise<SecondFactor> {
  const recovery = normalizeRecoveryCode(code);
  if (!recovery) {
    await acceptOtp(deps, account, code, meta);
    return 'otp';
  }
  const attempt = await guardAttempt(deps, GUARDS.code, account.id, meta);
  // The conditional update spends the code and settles two requests racing with it: only one of them wins.
  const spent = await db
    .update(recoveryCode)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCode.userId, account.id), eq(recoveryCode.codeHash, hashToken(recovery)), isNull(recoveryCode.usedAt)))
    .returning({ id: recoveryCode.id });
  if (spent.length === 0) throw new AppError('WRONG_OTP');
  await attempt.succeeded();
  return 'recovery-code';
}
