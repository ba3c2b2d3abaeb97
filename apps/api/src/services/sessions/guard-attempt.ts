import { and, eq } from 'drizzle-orm';
import { loginHistory } from '../../db/schema';
import { type Attempt, GUARDS, type Guard, openAttempt, openStrictAttempt } from '../../security/account-guard';
import type { Deps, RequestMeta } from '../deps';

/** Whether the user signed in from this address before (their login history): the slow per-account limits let it in. */
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
 * refused (429) past the pair limit, and past the slow per-account limit unless the address is one the user
 * signed in from.
 */
export function guardAttempt(deps: Deps, guard: Guard, userId: number, meta: RequestMeta): Promise<Attempt> {
  return openStrictAttempt(deps.limiter, guard, `user:${userId}`, meta.ip, () => signedInFrom(deps, userId, meta.ip));
}

/** The sign-in attempt for `username` (an account that may not exist): the caller handles `restricted`. */
export function guardSignIn(deps: Deps, username: string, userId: number | undefined, meta: RequestMeta): Promise<Attempt> {
  return openAttempt(deps.limiter, GUARDS.signIn, username, meta.ip, async () =>
    userId === undefined ? false : signedInFrom(deps, userId, meta.ip),
  );
}
