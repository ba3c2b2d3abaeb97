import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { GUARDS } from '../../security/account-guard';
import type { UserRow } from '../accounts/user-row';
import type { Deps, RequestMeta } from '../deps';
import { guardAttempt } from './guard-attempt';
import { updateUsers } from './session-state-writes';

/**
 * Checks a one-time code and records its time step, so the same code is never accepted twice.
 * The conditional update also settles two requests racing with one code: only one of them wins.
 */
export async function acceptOtp(
  deps: Deps,
  account: Pick<UserRow, 'id' | 'otpSecret' | 'otpLastStep'>,
  code: string,
  meta: RequestMeta,
): Promise<void> {
  const attempt = await guardAttempt(deps, GUARDS.code, account.id, meta);
  if (!account.otpSecret) throw new AppError('MFA_NOT_ENABLED');
  const step = await deps.otp.check(deps.otp.open(account.otpSecret), code, account.otpLastStep);
  if (step === null) throw new AppError('WRONG_OTP');
  const accepted = await updateUsers(
    deps,
    deps.database.db,
    and(eq(user.id, account.id), or(isNull(user.otpLastStep), lt(user.otpLastStep, step))),
    { otpLastStep: step },
  );
  if (accepted.length === 0) throw new AppError('WRONG_OTP');
  await attempt.succeeded();
}
