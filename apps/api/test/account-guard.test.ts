import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../src/errors';
import { GUARDS, openAttempt, openStrictAttempt, slowDownWaitMs } from '../src/security/account-guard';
import { LIMITS, MemoryCounterStore, RateLimiter } from '../src/security/rate-limiter';

/**
 * The sign-in's slow-down on its own, on the memory store with a fake clock: how long each wait is, that a wait
 * refuses unheard and uncounted, and that the owner's addresses never count (the HTTP side: rate-limits.test.ts and
 * sign-in-lockout.test.ts).
 */
describe('the per-account slow-down of sign-ins', () => {
  let limiter: RateLimiter;
  const known = async () => true;
  const unknown = async () => false;
  let address = 0;
  /** One sign-in attempt for `account` from an address nobody used before. */
  const fromNewAddress = (account: string) => openAttempt(limiter, GUARDS.signIn, account, `198.18.0.${++address}`, unknown);
  const retryAfter = (error: AppError) => error.retryAfterSeconds;
  /** Ten failures from ten new addresses: the free ones. */
  const freeFailures = async (account: string) => {
    for (let n = 1; n <= LIMITS.loginAccount.max; n++) expect((await fromNewAddress(account)).restricted, `failure ${n}`).toBe(false);
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    limiter = new RateLimiter(new MemoryCounterStore());
  });
  afterEach(async () => {
    await limiter.close();
    vi.useRealTimers();
  });

  it('waits 1 s after the first failure past the limit, doubling with each failure, never more than 5 minutes', () => {
    const waits = Array.from({ length: 12 }, (_, i) => slowDownWaitMs(GUARDS.signIn.slowDown, i + 1) / 1000);
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300]);
    expect(slowDownWaitMs(GUARDS.signIn.slowDown, 10_000)).toBe(LIMITS.loginAccountWait.windowMs);
  });

  it('lets each attempt from a new address through once the wait after the last failure is over; within it, 429 with the time left', async () => {
    const account = 'victim';
    await freeFailures(account);
    for (const seconds of [1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]) {
      // This attempt goes ahead (and fails): the next one waits `seconds`.
      expect((await fromNewAddress(account)).restricted).toBe(false);
      const early = await fromNewAddress(account);
      expect(early.restricted).toBe(true);
      expect(retryAfter(early.tooMany())).toBe(seconds);
      vi.advanceTimersByTime(seconds * 1000 - 1);
      const stillEarly = await fromNewAddress(account);
      expect(stillEarly.restricted).toBe(true);
      expect(retryAfter(stillEarly.tooMany())).toBe(1);
      vi.advanceTimersByTime(1);
    }
  });

  it('does not make the wait longer for attempts refused within it', async () => {
    const account = 'hammered';
    await freeFailures(account);
    expect((await fromNewAddress(account)).restricted).toBe(false);
    for (let n = 0; n < 50; n++) expect((await fromNewAddress(account)).restricted).toBe(true);
    vi.advanceTimersByTime(1000);
    expect((await fromNewAddress(account)).restricted).toBe(false);
    // The second failure past the limit: 2 s, not 2^51.
    const next = await fromNewAddress(account);
    expect(retryAfter(next.tooMany())).toBe(2);
  });

  it('starts afresh a day after the first failure', async () => {
    const account = 'yesterday';
    await freeFailures(account);
    expect((await fromNewAddress(account)).restricted).toBe(false);
    vi.advanceTimersByTime(LIMITS.loginAccount.windowMs);
    await freeFailures(account);
  });

  it("never counts nor holds back an address the owner signed in from: its failures leave new addresses' budget alone", async () => {
    const account = 'owner';
    for (let n = 1; n <= 40; n++) {
      // Each known address has its own pair limit (10): four of them.
      const attempt = await openAttempt(limiter, GUARDS.signIn, account, `192.0.2.${Math.ceil(n / 10)}`, known);
      expect(attempt.restricted).toBe(false);
    }
    await freeFailures(account);
    // Past the limit from new addresses, the known address is still answered at once.
    expect((await fromNewAddress(account)).restricted).toBe(false);
    expect((await fromNewAddress(account)).restricted).toBe(true);
    expect((await openAttempt(limiter, GUARDS.signIn, account, '192.0.2.9', known)).restricted).toBe(false);
  });

  it("gives the wait's turn back when the attempt that took it succeeds", async () => {
    const account = 'returning';
    await freeFailures(account);
    const owner = await fromNewAddress(account);
    expect(owner.restricted).toBe(false);
    await owner.succeeded();
    expect((await fromNewAddress(account)).restricted).toBe(false);
  });

  it('lets exactly one of many attempts at the same moment through once the wait is over', async () => {
    const account = 'crowded';
    await freeFailures(account);
    const attempts = await Promise.all(Array.from({ length: 20 }, () => fromNewAddress(account)));
    expect(attempts.filter((attempt) => !attempt.restricted)).toHaveLength(1);
  });

  it('keeps refusing the step-up secrets (no slow-down) past their limit from new addresses only', async () => {
    const account = 'user:1';
    for (let n = 1; n <= LIMITS.otpAccount.max; n++) await openStrictAttempt(limiter, GUARDS.code, account, `198.51.100.${n}`, unknown);
    const refused = await openStrictAttempt(limiter, GUARDS.code, account, '198.51.100.99', unknown).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(retryAfter(refused as AppError)).toBe(LIMITS.otpAccount.windowMs / 1000);
    expect((await openStrictAttempt(limiter, GUARDS.code, account, '192.0.2.1', known)).restricted).toBe(false);
  });
});
