import { AppError } from '../../errors';
import { GUARDS } from '../../security/account-guard';
import { verifyPassword } from '../../security/passwords';
import type { Deps, RequestMeta } from '../deps';
import { guardAttempt } from '../sessions/guard-attempt';
import { type SecondFactor, verifySecondFactor } from '../sessions/verify-second-factor';
import type { UserRow } from './user-row';

export type StepUp = { password: string; otp?: string | undefined };

/**
 * The current password alone, under the step-up's limits (GUARDS.password: per account and address, and more slowly
 * per account, so a thief of a token cannot keep the owner from their own changes). For the one step whose second
 * factor is not the current one: confirming a new authenticator, whose code proves the QR secret was received by
 * whoever passed the full step-up before.
 */
export async function confirmPassword(
  deps: Deps,
  account: UserRow,
  password: string,
  meta: RequestMeta,
  passwordField = 'password',
): Promise<void> {
  const attempt = await guardAttempt(deps, GUARDS.password, account.id, meta);
  if (!account.passwordHash || !(await verifyPassword(account.passwordHash, password))) {
    throw new AppError('OLD_PASSWORD_WRONG', { [passwordField]: 'OLD_PASSWORD_WRONG' });
  }
  await attempt.succeeded();
}

/**
 * Step-up: a signed-in user proves again who they are before a change that could lock the owner out or move their
 * money (password, two-factor, recovery codes, e-mail address, bank account). The current password first (its own
 * error, under `passwordField`), then, with two-factor on, a one-time or recovery code (405 OTP_REQUIRED without one;
 * the code has its own limits). A bearer token alone is never enough. Answers the second factor used, or null when
 * two-factor is off.
 */
export async function confirmIdentity(
  deps: Deps,
  account: UserRow,
  input: StepUp,
  meta: RequestMeta,
  passwordField = 'password',
): Promise<SecondFactor | null> {
  await confirmPassword(deps, account, input.password, meta, passwordField);
  if (!account.mfaEnabled) return null;
  if (!input.otp) throw new AppError('OTP_REQUIRED');
  return verifySecondFactor(deps, account, input.otp, meta);
}
