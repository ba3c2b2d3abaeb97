import type { AppError } from '../errors';
import { LIMITS, type Limit, type RateLimiter } from './rate-limiter';

/**
 * The per-account layers that guard one kind of secret (rate-limiter.ts LIMITS tells the design). With `slowDown`,
 * the slow per-account limit makes attempts from new addresses wait instead of refusing them.
 */
export type Guard = { pair: Limit; account: Limit; slowDown?: SlowDown };

/** Past the account limit, each attempt waits for the one before: `firstWaitMs`, doubling per failure, at most `wait.windowMs`. */
export type SlowDown = { wait: Limit; firstWaitMs: number };

export const GUARDS = {
  /** The password at sign-in, keyed by the username typed (the same for an account that does not exist). */
  signIn: {
    pair: LIMITS.loginAccountAddress,
    account: LIMITS.loginAccount,
    slowDown: { wait: LIMITS.loginAccountWait, firstWaitMs: 1000 },
  },
  /** The current password of a step-up. */
  password: { pair: LIMITS.passwordAccountAddress, account: LIMITS.passwordAccount },
  /** One-time and recovery codes, wherever they are asked. */
  code: { pair: LIMITS.otpAccountAddress, account: LIMITS.otpAccount },
} as const satisfies Record<string, Guard>;

/** The wait before the next attempt once `over` failures are past the account limit (1, 2, 3, ...). */
export function slowDownWaitMs(slowDown: SlowDown, over: number): number {
  return Math.min(slowDown.firstWaitMs * 2 ** Math.min(over - 1, 30), slowDown.wait.windowMs);
}

/** One attempt at an account's secret, counted by the layers of its guard. */
export type Attempt = {
  /**
   * The slow per-account limit holds this address back (it is not one the account signed in from): the caller
   * refuses with `tooMany()` unless the attempt brings more than the secret (at sign-in, the one-time code).
   */
  restricted: boolean;
  /** The secret was right: the pair count starts again, and the account count and wait take this attempt back. */
  succeeded(): Promise<void>;
  /** The 429 of the slow limit, with the wait left as Retry-After. */
  tooMany(): AppError;
};

/**
 * Counts one attempt on `account` from `address`. The pair limit refuses at once (429) past its maximum. An address
 * the owner signed in from (`knownAddress`) is counted by the pair limit only; any other address also by the
 * per-account limit, which past its maximum marks the attempt restricted, or, for a guard that slows down, takes the
 * wait's turn: the attempt goes ahead when the wait after the previous one is over (and the next one waits longer),
 * and is restricted, uncounted, while it is not.
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
  const resetPair = () => limiter.reset(guard.pair, pairKey);
  const slowLimit = () => limiter.tooMany(guard.account);
  if (await knownAddress()) return { restricted: false, succeeded: resetPair, tooMany: slowLimit };
  const over = await limiter.over(guard.account, account);
  const takeBack = async () => {
    await resetPair();
    await limiter.refund(guard.account, account);
  };
  const { slowDown } = guard;
  if (over === 0 || !slowDown) return { restricted: over > 0, succeeded: takeBack, tooMany: slowLimit };
  const waitMs = slowDownWaitMs(slowDown, over);
  const left = await limiter.wait(slowDown.wait, account, waitMs);
  if (left > 0) {
    // Waiting is no failure: an attempt refused unheard counts neither towards the next wait nor against its address.
    await limiter.refund(guard.account, account);
    await limiter.refund(guard.pair, pairKey);
    return { restricted: true, succeeded: resetPair, tooMany: () => limiter.tooManyFor(left) };
  }
  return {
    restricted: false,
    succeeded: async () => {
      await takeBack();
      // The turn this attempt took was the owner's: the next attempt need not wait for it.
      await limiter.reset(slowDown.wait, account);
    },
    tooMany: () => limiter.tooManyFor(waitMs),
  };
}

/** Like `openAttempt`, for secrets with no way around the slow limit: a restricted attempt is refused (429) at once. */
export async function openStrictAttempt(...args: Parameters<typeof openAttempt>): Promise<Attempt> {
  const attempt = await openAttempt(...args);
  if (attempt.restricted) throw attempt.tooMany();
  return attempt;
}
