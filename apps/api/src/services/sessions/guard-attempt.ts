import { and, eq } from 'drizzle-orm';
import { loginHistory } from '../../db/schema';
import { type Attempt, GUARDS, type Guard, openAttempt, openStrictAttempt } from '../../security/account-guard';
import type { Deps, RequestMeta } from '../deps';

/**
 * Whether the user signed in from this address before (their login history): its failures count against that address
 * only, never towards the slow per-account limits, which never hold it back.
 */
export async function signedInFrom(deps: Deps, userId: number, address: string): Promise<boolean> {
  const [row] = await deps.database.db
    .select({ id: loginHistory.id })
    .from(loginHistory)
    .where(and(eq(loginHistory.userId, userId), eq(loginHistory.ipAddress, address)))
    .limit(1);
  return row !== undefined;
}

/**
 * One attempt at a signed-up user's secret (step-up password, one-time or recovery code) from the request's address:
 * refused (429) past the pair limit, and, from an address the user never signed in from, past the slow per-account
 * limit.
 */
export function guardAttempt(deps: Deps, guard: Guard, userId: number, meta: RequestMeta): Promise<Attempt> {
  return openStrictAttempt(deps.limiter, guard, `user:${userId}`, meta.ip, () => signedInFrom(deps, userId, meta.ip));
}

/**
 * The sign-in attempt for `username` (an account that may not exist, whose addresses are all new): the caller handles
 * `restricted` (the account's wait is not over for a new address).
 */
export function guardSignIn(deps: Deps, username: string, userId: number | undefined, meta: RequestMeta): Promise<Attempt> {
  return openAttempt(deps.limiter, GUARDS.signIn, username, meta.ip, async () =>
    userId === undefined ? false : signedInFrom(deps, userId, meta.ip),
  );
}
