import { AppError } from '../../errors';
import { GUARDS } from '../../security/account-guard';
import { verifyPassword } from '../../security/passwords';
import type { Deps, RequestMeta } from '../deps';
import { guardAttempt } from '../sessions/guard-attempt';
import { type SecondFactor, verifySecondFactor } from '../sessions/verify-second-factor';
import type { UserRow } from './user-row';

export type StepUp = { password: string; otp?: string | undefined };

/**
 * Step-up: a signed-in user proves again who they are before a change that could lock the owner out or move their
 * money (password, two-factor, recovery codes, e-mail address, bank account). The current password first (its own
 * error, under `passwordField`), then, with two-factor on, a one-time or recovery code (405 OTP_REQUIRED without one).
 * A bearer token alone is never enough. Answers the second factor used, or null when two-factor is off.
 * Wrong passwords are limited per account and address, and more slowly per account (GUARDS.password), so a thief of
 * a token cannot keep the owner from their own changes; the code has its own limits.
 */
export async function confirmIdentity(
  deps: Deps,
  account: UserRow,
  input: StepUp,
  meta: RequestMeta,
  passwordField = 'password',
): Promise<SecondFactor | null> {
  const attempt = await guardAttempt(deps, GUARDS.password, account.id, meta);
  if (!account.passwordHash || !(await verifyPassword(account.passwordHash, input.password))) {
    throw new AppError('OLD_PASSWORD_WRONG', { [passwordField]: 'OLD_PASSWORD_WRONG' });
  }
  await attempt.succeeded();
  if (!account.mfaEnabled) return null;
  if (!input.otp) throw new AppError('OTP_REQUIRED');
  return verifySecondFactor(deps, account, input.otp, meta);
}
