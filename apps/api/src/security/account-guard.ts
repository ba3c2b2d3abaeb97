import type { AppError } from '../errors';
import { LIMITS, type Limit, type RateLimiter } from './rate-limiter';

/** The two per-account layers that guard one kind of secret (rate-limiter.ts LIMITS tells the design). */
export type Guard = { pair: Limit; account: Limit };

export const GUARDS = {
  /** The password at sign-in, keyed by the username typed (the same for an account that does not exist). */
  signIn: { pair: LIMITS.loginAccountAddress, account: LIMITS.loginAccount },
  /** The current password of a step-up. */
  password: { pair: LIMITS.passwordAccountAddress, account: LIMITS.passwordAccount },
  /** One-time and recovery codes, wherever they are asked. */
  code: { pair: LIMITS.otpAccountAddress, account: LIMITS.otpAccount },
} as const satisfies Record<string, Guard>;

/** One attempt at an account's secret, counted by both layers of its guard. */
export type Attempt = {
  /**
   * The slow per-account limit is passed and the address is not one the account signed in from: the caller
   * refuses with `tooMany()` unless the attempt brings more than the secret (at sign-in, the one-time code).
   */
  restricted: boolean;
  /** The secret was right: the pair count starts again and the account count takes this attempt back. */
  succeeded(): Promise<void>;
  /** The 429 of the slow limit. */
  tooMany(): AppError;
};

/**
 * Counts one attempt on `account` from `address`. The pair limit refuses at once (429) past its maximum; the
 * per-account limit only marks the attempt restricted, and `knownAddress` (asked only then) lifts that for an
 * address the owner signed in from before.
 */
export async function openAttempt(
  limiter: RateLimiter,
  guard: Guard,
  account: string,
  address: string,
  knownAddress: () => Promise<boolean>,
): Promise<Attempt> {
  const pairKey = `${account}|${address}`;
  await limiter.consume(guard.pair, pairKey);
  const within = await limiter.count(guard.account, account);
  const restricted = !within && !(await knownAddress());
  return {
    restricted,
    succeeded: async () => {
      await limiter.reset(guard.pair, pairKey);
      await limiter.refund(guard.account, account);
    },
    tooMany: () => limiter.tooMany(guard.account),
  };
}

/** Like `openAttempt`, for secrets with no way around the slow limit: a restricted attempt is refused (429) at once. */
export async function openStrictAttempt(...args: Parameters<typeof openAttempt>): Promise<Attempt> {
  const attempt = await openAttempt(...args);
  if (attempt.restricted) throw attempt.tooMany();
  return attempt;
}
