import { AppError } from '../errors';

/** A counter store: memory for one process, Redis when several processes must share the counts. */
export interface CounterStore {
  /** Adds one to `key` and answers the count within the window that started with its first hit. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Takes one back from `key` (never below zero, keeping its window); nothing when the key is gone. */
  undo(key: string): Promise<void>;
  /**
   * Holds `key` for `holdMs` when it is free and answers 0; while it is held, answers the milliseconds left and
   * changes nothing. One step, so that of many callers at the moment a hold ends exactly one takes the next.
   */
  hold(key: string, holdMs: number): Promise<number>;
  reset(key: string): Promise<void>;
  /** Deletes every key that starts with `prefix` (the operator's unlock: one account's counts from every address). */
  resetPrefix(prefix: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper = setInterval(() => {
    const now = Date.now();
    for (const [key, counter] of this.counters) if (counter.resetAt <= now) this.counters.delete(key);
  }, 60_000).unref();

  async hit(key: string, windowMs: number): Promise<number> {
    const now = Date.now();
    const counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) {
      this.counters.set(key, { count: 1, resetAt: now + windowMs });
      return 1;
    }
    counter.count += 1;
    return counter.count;
  }

  async undo(key: string): Promise<void> {
    const counter = this.counters.get(key);
    if (counter && counter.count > 0) counter.count -= 1;
  }

  async hold(key: string, holdMs: number): Promise<number> {
    const now = Date.now();
    const held = this.counters.get(key);
    if (held && held.resetAt > now) return held.resetAt - now;
    this.counters.set(key, { count: 1, resetAt: now + holdMs });
    return 0;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  async resetPrefix(prefix: string): Promise<void> {
    for (const key of this.counters.keys()) if (key.startsWith(prefix)) this.counters.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }
}

/** Memory for one process; Redis, loaded only when configured, when several processes share the counts. */
export async function createCounterStore(redisUrl: string | undefined): Promise<CounterStore> {
  if (!redisUrl) return new MemoryCounterStore();
  const { RedisCounterStore } = await import('./redis-counter-store');
  return new RedisCounterStore(redisUrl);
}

/**
 * Whose attempts a limit counts: one account, one network address, or one account from one address. The pair
 * limits are per-account limits in spirit (they guard an account's secrets) and are not scaled by
 * ADDRESS_RATE_LIMIT_FACTOR.
 */
export type Limit = { name: string; max: number; windowMs: number; per: 'account' | 'address' | 'account-address' };

const MINUTE = 60_000;

/**
 * The abuse limits (PRODUCT.md section 6). Address limits are generous because many Thai mobile users share one
 * address behind carrier NAT.
 *
 * Guessing a secret (a password at sign-in, the current password of a step-up, a one-time code) is limited in three
 * layers, so that failed attempts never keep the owner out and guessing stays slow (account-guard.ts, decision 0028):
 * - per account and address (`...AccountAddress`): the fast limit. Wrong guesses from one address stop that address
 *   for that account; the owner, from any other address, is not touched. A success from the address clears it.
 * - per address (`loginAddress`): one machine trying many accounts.
 * - per account (`loginAccount`, `passwordAccount`, `otpAccount`): the slow limit, counting the failures from
 *   addresses the account never signed in from (login history), so a guesser spread over many addresses is stopped as
 *   well. Failures from an address the owner signed in from are not counted here at all: a thief sharing the owner's
 *   address (carrier NAT) cannot push the owner's other addresses over it, and those addresses are never refused by it.
 *   At sign-in the limit slows down instead of refusing: past `loginAccount.max` failures, each attempt from a new
 *   address waits for the one before it (`loginAccountWait`), 1 s after the first, doubling with each failure, at most
 *   `loginAccountWait.windowMs`; an attempt within the wait answers 429 with the time left, without the password being
 *   checked and without counting. The owner always has a way in at once: a mailed single-use sign-in link, used with
 *   the password (and its one-time code), which none of these sign-in counts hold back (sign-in-links.ts), or the right
 *   password together with its right one-time code. The step-up password and codes refuse (429) past their slow limit
 *   from new addresses: they are guessed only with a stolen session or a known password.
 */
export const LIMITS = {
  loginAccountAddress: { name: 'login-account-address', max: 10, windowMs: 15 * MINUTE, per: 'account-address' },
  loginAddress: { name: 'login-address', max: 100, windowMs: 15 * MINUTE, per: 'address' },
  /** Wrong passwords for one username from new addresses that pass without waiting, per day. */
  loginAccount: { name: 'login-account', max: 10, windowMs: 24 * 60 * MINUTE, per: 'account' },
  /** The wait between two sign-in attempts from new addresses past `loginAccount`: its window is the longest wait. */
  loginAccountWait: { name: 'login-account-wait', max: 1, windowMs: 5 * MINUTE, per: 'account' },
  /** Mailed sign-in links of one username (each is also limited per address), and wrong passwords with one link. */
  signInLinkAccount: { name: 'sign-in-link-account', max: 3, windowMs: 60 * MINUTE, per: 'account' },
  signInLinkAddress: { name: 'sign-in-link-address', max: 30, windowMs: 60 * MINUTE, per: 'address' },
  signInLinkTries: { name: 'sign-in-link-tries', max: 5, windowMs: 60 * MINUTE, per: 'account' },
  codeMailEmail: { name: 'code-mail-email', max: 3, windowMs: 15 * MINUTE, per: 'account' },
  codeMailAddress: { name: 'code-mail-address', max: 30, windowMs: 60 * MINUTE, per: 'address' },
  linkCheckAddress: { name: 'link-check-address', max: 100, windowMs: 15 * MINUTE, per: 'address' },
  otpAccountAddress: { name: 'otp-account-address', max: 5, windowMs: 5 * MINUTE, per: 'account-address' },
  otpAccount: { name: 'otp-account', max: 10, windowMs: 60 * MINUTE, per: 'account' },
  passwordAccountAddress: { name: 'password-account-address', max: 10, windowMs: 15 * MINUTE, per: 'account-address' },
  passwordAccount: { name: 'password-account', max: 30, windowMs: 60 * MINUTE, per: 'account' },
  /** Knowledge-test attempts of one investor on one offering: a pass ends the test, so these are failures. */
  knowledgeTestAttempts: { name: 'knowledge-test', max: 5, windowMs: 60 * MINUTE, per: 'account' },
  /** Public inquiries: a few per e-mail address, more per network address (people share carrier addresses). */
  inquiryEmail: { name: 'inquiry-email', max: 3, windowMs: 60 * MINUTE, per: 'account' },
  inquiryAddress: { name: 'inquiry-address', max: 20, windowMs: 60 * MINUTE, per: 'address' },
  memberInquiry: { name: 'member-inquiry', max: 10, windowMs: 60 * MINUTE, per: 'account' },
  /** Forgotten-password mails: per typed address whether or not it has an account (the answer never tells), and per machine. */
  resetMailEmail: { name: 'reset-mail-email', max: 3, windowMs: 15 * MINUTE, per: 'account' },
  resetMailAddress: { name: 'reset-mail-address', max: 30, windowMs: 60 * MINUTE, per: 'address' },
  /** Set-password links staff send again to one account: a slip of the button, not a mail bomb. */
  setPasswordLinkAccount: { name: 'set-password-link-account', max: 5, windowMs: 60 * MINUTE, per: 'account' },
  /** E-mail change requests of one account (each mails two addresses), counted after the step-up passed. */
  emailChangeAccount: { name: 'email-change-account', max: 5, windowMs: 60 * MINUTE, per: 'account' },
  /** Personal data archives of one account (each reads every private file): a few a day. */
  dataExport: { name: 'data-export', max: 3, windowMs: 24 * 60 * MINUTE, per: 'account' },
  /** Public receipt checks from one address: a reader checks a few papers, not thousands of guesses. */
  receiptCheckAddress: { name: 'receipt-check-address', max: 30, windowMs: 15 * MINUTE, per: 'address' },
} as const satisfies Record<string, Limit>;

export class RateLimiter {
  constructor(
    private readonly store: CounterStore,
    /** Multiplies the per-address maximums (test suites and load tests come from one address). */
    private readonly addressFactor = 1,
  ) {}

  private key(limit: Limit, subject: string): string {
    return `rl:${limit.name}:${subject.toLowerCase()}`;
  }

  private max(limit: Limit): number {
    return limit.per === 'address' ? limit.max * this.addressFactor : limit.max;
  }

  /** Counts one attempt; throws 429 once the limit is passed. A store that cannot answer refuses (fails closed). */
  async consume(limit: Limit, subject: string): Promise<void> {
    if (!(await this.count(limit, subject))) throw this.tooMany(limit);
  }

  /**
   * Counts one attempt and answers whether it is within the limit, leaving the refusal to the caller (the slow
   * per-account limits still let some attempts through). Fails closed like `consume`.
   */
  async count(limit: Limit, subject: string): Promise<boolean> {
    return (await this.over(limit, subject)) === 0;
  }

  /** Counts one attempt and answers how many attempts of the window are past the limit (0: within). Fails closed. */
  async over(limit: Limit, subject: string): Promise<number> {
    let count: number;
    try {
      count = await this.store.hit(this.key(limit, subject), limit.windowMs);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    return Math.max(0, count - this.max(limit));
  }

  /**
   * Takes the next turn of a wait (`limit` keyed by `subject`) and holds it for `waitMs`: 0 when the caller may go
   * ahead, otherwise the milliseconds until the turn is free. Fails closed.
   */
  async wait(limit: Limit, subject: string, waitMs: number): Promise<number> {
    try {
      return await this.store.hold(this.key(limit, subject), Math.min(waitMs, limit.windowMs));
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE');
    }
  }

  /** Takes back one counted attempt (it succeeded), so a limit counts failures only. */
  async refund(limit: Limit, subject: string): Promise<void> {
    await this.store.undo(this.key(limit, subject)).catch(() => {});
  }

  /** The 429 of a limit. The window restarts with the first hit after it ends: its length is the longest wait. */
  tooMany(limit: Limit): AppError {
    return this.tooManyFor(limit.windowMs);
  }

  /** A 429 whose Retry-After is `waitMs`, in whole seconds rounded up. */
  tooManyFor(waitMs: number): AppError {
    return new AppError('TOO_MANY_REQUESTS', undefined, Math.max(1, Math.ceil(waitMs / 1000)));
  }

  async reset(limit: Limit, subject: string): Promise<void> {
    await this.store.reset(this.key(limit, subject)).catch(() => {});
  }

  /** Clears every count of `limit` whose subject starts with `subjectPrefix` (e.g. one account from every address). */
  async resetEvery(limit: Limit, subjectPrefix: string): Promise<void> {
    await this.store.resetPrefix(this.key(limit, subjectPrefix));
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
