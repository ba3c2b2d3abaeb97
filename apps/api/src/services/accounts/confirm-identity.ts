import { AppError } from '../../errors';
import { verifyPassword } from '../../security/passwords';
import { LIMITS } from '../../security/rate-limiter';
import type { Deps } from '../deps';
import { type SecondFactor, verifySecondFactor } from '../sessions/verify-second-factor';
import type { UserRow } from './user-row';

export type StepUp = { password: string; otp?: string | undefined };

/**
 * The current password alone, counted against the same per-account limit as every password check; the caller resets
 * that limit once the whole step-up passed. For the one step whose second factor is not the current one: confirming a
 * new authenticator, whose code proves the QR secret was received by whoever passed the full step-up before.
 */
export async function confirmPassword(deps: Deps, account: UserRow, password: string, passwordField = 'password'): Promise<void> {
  await deps.limiter.consume(LIMITS.passwordAccount, `user:${account.id}`);
  if (!account.passwordHash || !(await verifyPassword(account.passwordHash, password))) {
    throw new AppError('OLD_PASSWORD_WRONG', { [passwordField]: 'OLD_PASSWORD_WRONG' });
  }
}

/**
 * Step-up: a signed-in user proves again who they are before a change that could lock the owner out or move their
 * money (password, two-factor, recovery codes, e-mail address, bank account). The current password first (its own
 * error, under `passwordField`), then, with two-factor on, a one-time or recovery code (405 OTP_REQUIRED without one).
 * A bearer token alone is never enough. Answers the second factor used, or null when two-factor is off.
 */
export async function confirmIdentity(
  deps: Deps,
  account: UserRow,
  input: StepUp,
  passwordField = 'password',
): Promise<SecondFactor | null> {
  await confirmPassword(deps, account, input.password, passwordField);
  let factor: SecondFactor | null = null;
  if (account.mfaEnabled) {
    if (!input.otp) throw new AppError('OTP_REQUIRED');
    factor = await verifySecondFactor(deps, account, input.otp);
  }
  await deps.limiter.reset(LIMITS.passwordAccount, `user:${account.id}`);
  return factor;
}
