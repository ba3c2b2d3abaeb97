import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@ico/domain/account';
import { sessionAudience } from '@ico/domain/session-lifetimes';
import { eq } from 'drizzle-orm';
import { authSession, loginHistory, user } from '../../db/schema';
import { AppError } from '../../errors';
import type { Attempt } from '../../security/account-guard';
import { spendVerificationTime, verifyPassword } from '../../security/passwords';
import { LIMITS } from '../../security/rate-limiter';
import type { UserRow } from '../accounts/user-row';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { guardSignIn } from './guard-attempt';
import { issueTokens } from './issue-tokens';
import { verifySecondFactor } from './verify-second-factor';

/**
 * `POST /auth/token/obtain/` (spec section 4): the password first, then, for a user with two-factor,
 * 405 without a code and the code itself (a one-time code, or one of the user's recovery codes). A success opens a
 * session and records the sign-in; a session opened with a second factor says so (the back office needs it).
 * Wrong passwords are limited per address, per username and address, and more slowly per username (rate-limiter.ts
 * LIMITS); past the slow limit an address the user signed in from before is still answered, and from any other
 * address only the right password with its right one-time code passes.
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
  // A disabled staff member is refused only once the password and the second factor are proven: anyone else gets the
  // answers any account gives (wrong password, code required), so the state leaks to no one but the member.
  if (account.disabledAt) throw new AppError('STAFF_DISABLED');
  // Both ways in ask a code of a user with two-factor: such a session presented its second factor.
  const secondFactorAt = account.mfaEnabled ? new Date() : null;
  const sessionId = randomUUID();
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSession)
      .values({ id: sessionId, userId: account.id, ipAddress: meta.ip, userAgent: meta.userAgent?.slice(0, 300), secondFactorAt })
      .returning({ createdAt: authSession.createdAt });
    if (!session) throw new Error('session not stored');
    await tx.insert(loginHistory).values({ userId: account.id, ipAddress: meta.ip, userAgent: meta.userAgent?.slice(0, 300) });
    if (account.role)
      await recordAudit(tx, { actorId: account.id, action: 'staff.login', targetType: 'user', targetId: account.id, ipAddress: meta.ip });
    return issueTokens(deps, { id: sessionId, userId: account.id, createdAt: session.createdAt, audience: sessionAudience(account) }, tx);
  });
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
 * A sign-in past the slow per-username limit from an address the user never signed in from: only the right password
 * with the right one-time code passes. Every refusal is the same 429 (`tooMany`), whatever was wrong, and the password
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
