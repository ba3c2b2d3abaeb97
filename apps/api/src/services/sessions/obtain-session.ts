import type { TokenPair } from '@ico/domain/contracts/sessions';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import type { Attempt } from '../../security/account-guard';
import { spendVerificationTime, verifyPassword } from '../../security/passwords';
import { LIMITS } from '../../security/rate-limiter';
import type { UserRow } from '../accounts/user-row';
import type { Deps, RequestMeta } from '../deps';
import { guardSignIn } from './guard-attempt';
import { startSession } from './start-session';
import { verifySecondFactor } from './verify-second-factor';

/**
 * `POST /auth/token/obtain/` (spec section 4): the password first, then, for a user with two-factor,
 * 405 without a code and the code itself (a one-time code, or one of the user's recovery codes). A success opens a
 * session and records the sign-in; a session opened with a second factor says so (the back office needs it).
 * Wrong passwords are limited per address, per username and address, and per username from addresses the user never
 * signed in from (rate-limiter.ts LIMITS): past that slow limit, attempts from new addresses wait for each other,
 * longer after each failure (429 with the wait left), and within a wait only the right password with its right
 * one-time code passes. The owner's other way in is a mailed sign-in link (obtain-session-with-link.ts).
 */
export async function login(
  deps: Deps,
  input: { username: string; password: string; otp?: string | undefined },
  meta: RequestMeta,
): Promise<TokenPair> {
  const username = input.username.trim().toLowerCase();
  await deps.limiter.consume(LIMITS.loginAddress, meta.ip);
  const db = deps.database.db;
  const [found] = await db.select().from(user).where(eq(user.username, username)).limit(1);
  const attempt = await guardSignIn(deps, username, found?.id, meta);
  const account = attempt.restricted
    ? await passWithSecondFactor(deps, found, input, meta, attempt.tooMany())
    : await passWithPassword(deps, found, input, meta, attempt);
  return startSession(deps, account, meta);
}

type Credentials = { password: string; otp?: string | undefined };

/** The usual sign-in: the password, then for a user with two-factor 405 without a code and the code. */
async function passWithPassword(
  deps: Deps,
  account: UserRow | undefined,
  input: Credentials,
  meta: RequestMeta,
  attempt: Attempt,
): Promise<UserRow> {
  if (!account?.passwordHash) {
    await spendVerificationTime(input.password);
    throw new AppError('WRONG_USERNAME_OR_PASSWORD');
  }
  if (!(await verifyPassword(account.passwordHash, input.password))) throw new AppError('WRONG_USERNAME_OR_PASSWORD');
  // The password is proven: its counts start again, and a code has limits of its own.
  await attempt.succeeded();
  if (account.mfaEnabled) {
    if (!input.otp) throw new AppError('OTP_REQUIRED');
    await verifySecondFactor(deps, account, input.otp, meta);
  }
  return account;
}

/**
 * A sign-in from an address the user never signed in from while the username's wait is not over: only the right
 * password with the right one-time code passes. Every refusal is the same 429 (`tooMany`), whatever was wrong, and the password
 * is verified only when a code came with it, for every username alike: a guesser learns nothing about the password.
 */
async function passWithSecondFactor(
  deps: Deps,
  account: UserRow | undefined,
  input: Credentials,
  meta: RequestMeta,
  tooMany: AppError,
): Promise<UserRow> {
  if (!input.otp) throw tooMany;
  if (!account?.passwordHash || !account.mfaEnabled) {
    await spendVerificationTime(input.password);
    throw tooMany;
  }
  if (!(await verifyPassword(account.passwordHash, input.password))) throw tooMany;
  try {
    await verifySecondFactor(deps, account, input.otp, meta);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'WRONG_OTP' || error.code === 'TOO_MANY_REQUESTS')) throw tooMany;
    throw error;
  }
  return account;
}
