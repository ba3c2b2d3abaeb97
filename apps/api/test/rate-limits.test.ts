import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors';
import { type CounterStore, LIMITS, MemoryCounterStore, RateLimiter } from '../src/security/rate-limiter';
import { RedisCounterStore } from '../src/security/redis-counter-store';
import {
  type AccountsServer,
  call,
  enableTwoFactor,
  type InvestorInput,
  otpCode,
  signUp,
  startAccountsServer,
  type Tokens,
} from './support/accounts';
import { createPostgresDatabase, ONE_DATABASE, type TestDatabase } from './support/test-server';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A username no run has used before, so counters kept in the shared Redis never collide. */
const uniqueName = (prefix: string) => `${prefix}${randomBytes(5).toString('hex')}`;

/** One sign-in attempt, from `address` when given (the servers below trust X-Forwarded-For from 127.0.0.1). */
const attempt = (server: AccountsServer, username: string, password: string, address?: string) =>
  call(server, 'POST', '/auth/token/obtain/', {
    json: { username, password },
    ...(address ? { headers: { 'x-forwarded-for': address } } : {}),
  });

function expectTooMany(answer: Awaited<ReturnType<typeof attempt>>, what: string) {
  expect(answer.status, what).toBe(429);
  expect(answer.body).toEqual({ message: 'TOO_MANY_REQUESTS' });
  expect(Number(answer.headers.get('retry-after')), 'retry-after').toBeGreaterThan(0);
}

function expectRefused(answer: Awaited<ReturnType<typeof attempt>>, what: string) {
  expect(answer.status, what).toBe(401);
  expect(answer.body).toEqual({ message: 'WRONG_USERNAME_OR_PASSWORD' });
}

/** Six digits that are no code the server could accept now (it takes one window either side). */
async function wrongCode(secret: string): Promise<string> {
  const valid = new Set(await Promise.all([-2, -1, 0, 1, 2].map((steps) => otpCode(secret, steps))));
  for (let n = 271_828; ; n = (n + 7_919) % 1_000_000) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

const seconds = (limit: { windowMs: number }) => String(limit.windowMs / 1000);

describe('sign-in rate limits', () => {
  let server: AccountsServer;
  let locked: InvestorInput;
  let bystander: InvestorInput;
  let resetting: InvestorInput;

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE, { TRUST_PROXY: '127.0.0.1' }, { socket: true });
    locked = await signUp(server);
    bystander = await signUp(server);
    resetting = await signUp(server);
  }, 120_000);
  afterAll(() => server?.close());

  /** An investor who signed in once from `home` (an address the slow limits know), with the tokens of that sign-in. */
  const investorAt = async (home: string) => {
    const input = await signUp(server);
    const signedIn = await attempt(server, input.username, input.password, home);
    expect(signedIn.status).toBe(200);
    return { input, tokens: signedIn.body as unknown as Tokens };
  };

  /** `count` wrong passwords for `username`, each from an address of its own. */
  const spreadOut = async (username: string, count: number, prefix: string) => {
    for (let n = 1; n <= count; n += 10) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(10, count - n + 1) }, (_, i) => attempt(server, username, 'Wrong-pass1!', `${prefix}.${n + i}`)),
      );
      for (const [i, answer] of answers.entries()) expectRefused(answer, `spread-out attempt ${n + i}`);
    }
  };

  it('uses the limits of PRODUCT.md section 6: fast per account and address, slow per account (slowing down at sign-in)', () => {
    expect(LIMITS.loginAccountAddress).toMatchObject({ max: 10, windowMs: 15 * 60_000, per: 'account-address' });
    expect(LIMITS.loginAddress).toMatchObject({ max: 100, windowMs: 15 * 60_000, per: 'address' });
    expect(LIMITS.loginAccount).toMatchObject({ max: 10, windowMs: 24 * 60 * 60_000, per: 'account' });
    expect(LIMITS.loginAccountWait).toMatchObject({ max: 1, windowMs: 5 * 60_000, per: 'account' });
    expect(LIMITS.otpAccountAddress).toMatchObject({ max: 5, windowMs: 5 * 60_000, per: 'account-address' });
    expect(LIMITS.otpAccount).toMatchObject({ max: 10, windowMs: 60 * 60_000, per: 'account' });
    expect(LIMITS.passwordAccountAddress).toMatchObject({ max: 10, windowMs: 15 * 60_000, per: 'account-address' });
    expect(LIMITS.passwordAccount).toMatchObject({ max: 30, windowMs: 60 * 60_000, per: 'account' });
  });

  it("stops the attacker's address after 10 wrong passwords, even with the right one; the owner signs in from another address", async () => {
    const attacker = '198.51.100.7';
    for (let n = 1; n <= 10; n++) expectRefused(await attempt(server, locked.username, 'Wrong-pass1!', attacker), `attempt ${n}`);
    const eleventh = await attempt(server, locked.username, locked.password, attacker);
    expectTooMany(eleventh, 'right password, 11th attempt from that address');
    expect(eleventh.headers.get('retry-after')).toBe(seconds(LIMITS.loginAccountAddress));
    expectTooMany(await attempt(server, locked.username.toUpperCase(), 'Wrong-pass1!', attacker), 'the same account in capitals');
    // The owner, from a new address: no lockout.
    expect((await attempt(server, locked.username, locked.password, '192.0.2.10')).status).toBe(200);
    // The owner's success does not free the attacker's address.
    expectTooMany(await attempt(server, locked.username, 'Wrong-pass1!', attacker), 'the attacker after the owner signed in');
    // Another username from the attacker's address is still answered.
    expectRefused(await attempt(server, bystander.username, 'Wrong-pass1!', attacker), 'another account');
    expect((await attempt(server, bystander.username, bystander.password, attacker)).status).toBe(200);
  });

  it('starts the count of an address again after a successful sign-in from it', async () => {
    for (let n = 1; n <= 9; n++) expectRefused(await attempt(server, resetting.username, 'Wrong-pass1!'), `before: ${n}`);
    expect((await attempt(server, resetting.username, resetting.password)).status).toBe(200);
    for (let n = 1; n <= 10; n++) expectRefused(await attempt(server, resetting.username, 'Wrong-pass1!'), `after: ${n}`);
    expectTooMany(await attempt(server, resetting.username, 'Wrong-pass1!'), 'after: 11');
  });

  it('answers the 101st attempt from one address 429, whatever the username; other addresses go on', async () => {
    const address = '203.0.113.9';
    const names = Array.from({ length: 100 }, () => uniqueName('ip'));
    // Ten at a time: every attempt spends one password verification.
    for (let i = 0; i < names.length; i += 10) {
      const answers = await Promise.all(names.slice(i, i + 10).map((name) => attempt(server, name, 'Wrong-pass1!', address)));
      for (const [j, answer] of answers.entries()) expectRefused(answer, `attempt ${i + j + 1}`);
    }
    expectTooMany(await attempt(server, uniqueName('ip'), 'Wrong-pass1!', address), 'attempt 101');
    expectTooMany(await attempt(server, bystander.username, bystander.password, address), 'a right password from that address');
    expectRefused(await attempt(server, uniqueName('ip'), 'Wrong-pass1!', '203.0.113.10'), 'another address');
    expect((await attempt(server, bystander.username, bystander.password, '203.0.113.10')).status).toBe(200);
  });

  /**
   * The username's wait at its longest, as after hours of spread-out guessing: the doubling that leads there is
   * account-guard.test.ts's; here each attempt must land inside the wait whatever the machine's speed.
   */
  const holdLongest = async (username: string) => {
    await server.app.limiter.reset(LIMITS.loginAccountWait, username);
    expect(await server.app.limiter.wait(LIMITS.loginAccountWait, username, LIMITS.loginAccountWait.windowMs)).toBe(0);
  };

  it('slows a guesser spread over many addresses after 10 wrong passwords; the owner still signs in from a known address', async () => {
    const home = '192.0.2.20';
    const { input } = await investorAt(home);
    await spreadOut(input.username, 10, '198.18.1');
    // Past the limit, of two attempts from new addresses at once one goes ahead and the other waits: never a lock.
    const pair = await Promise.all([
      attempt(server, input.username, 'Wrong-pass1!', '198.18.2.1'),
      attempt(server, input.username, 'Wrong-pass1!', '198.18.2.2'),
    ]);
    expect(pair.map((answer) => answer.status).sort()).toEqual([401, 429]);
    const waited = pair.find((answer) => answer.status === 429);
    expect(Number(waited?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(waited?.headers.get('retry-after'))).toBeLessThanOrEqual(2);
    await holdLongest(input.username);
    // From any new address within the wait: 429 with the wait left, without the password being checked.
    const wrong = await attempt(server, input.username, 'Wrong-pass1!', '198.18.2.3');
    expectTooMany(wrong, 'a guess within the wait');
    expect(Number(wrong.headers.get('retry-after'))).toBeLessThanOrEqual(LIMITS.loginAccountWait.windowMs / 1000);
    expectTooMany(await attempt(server, input.username, input.password, '198.18.2.4'), 'the right password from a new address');
    // From the address the owner signed in from: the password is still checked, right and wrong.
    expectRefused(await attempt(server, input.username, 'Wrong-pass1!', home), 'a wrong password from the known address');
    expect((await attempt(server, input.username, input.password, home)).status).toBe(200);
    // A username nobody has is answered the same way: the limit tells nothing about accounts.
    const nobody = uniqueName('no');
    await spreadOut(nobody, 10, '198.18.3');
    await holdLongest(nobody);
    expectTooMany(await attempt(server, nobody, 'Wrong-pass1!', '198.18.2.5'), 'a username nobody has');
  });

  it('lets the right password with its right one-time code through the wait from a new address; every other answer is 429', async () => {
    const { input, tokens } = await investorAt('192.0.2.21');
    const secret = (await enableTwoFactor(server, { token: tokens.access, password: input.password }, otpCode)).secret;
    await spreadOut(input.username, 11, '198.18.4');
    await holdLongest(input.username);
    const address = '198.18.5.1';
    const withCode = (password: string, otp?: string) =>
      call(server, 'POST', '/auth/token/obtain/', {
        json: { username: input.username, password, ...(otp ? { otp } : {}) },
        headers: { 'x-forwarded-for': address },
      });
    const right = await otpCode(secret, 1);
    expectTooMany(await withCode(input.password), 'the right password without a code (no OTP_REQUIRED hint)');
    expectTooMany(await withCode(input.password, await wrongCode(secret)), 'the right password with a wrong code');
    expectTooMany(await withCode('Wrong-pass1!', right), 'a wrong password with the right code');
    const signedIn = await withCode(input.password, right);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body).toHaveProperty('access');
  });

  it("stops the address guessing one-time codes after 5; the owner's code from their own address still signs in", async () => {
    const home = '192.0.2.30';
    const { input, tokens } = await investorAt(home);
    const secret = (await enableTwoFactor(server, { token: tokens.access, password: input.password }, otpCode)).secret;
    const credentials = { username: input.username, password: input.password };
    const from = (address: string, otp: string) =>
      call(server, 'POST', '/auth/token/obtain/', { json: { ...credentials, otp }, headers: { 'x-forwarded-for': address } });
    const wrong = await wrongCode(secret);
    for (let n = 1; n <= 5; n++) {
      const answer = await from('198.51.100.40', wrong);
      expect(answer.status, `attempt ${n}`).toBe(400);
      expect(answer.body).toEqual({ message: 'WRONG_OTP' });
    }
    const right = await otpCode(secret, 1);
    const refused = await from('198.51.100.40', right);
    expectTooMany(refused, 'the right code from the guessing address');
    expect(refused.headers.get('retry-after')).toBe(seconds(LIMITS.otpAccountAddress));
    expect((await from(home, right)).status).toBe(200);
  });

  it('stops codes guessed from many addresses after 10, from new addresses only: the known address still signs in', async () => {
    const home = '192.0.2.31';
    const { input, tokens } = await investorAt(home);
    const secret = (await enableTwoFactor(server, { token: tokens.access, password: input.password }, otpCode)).secret;
    const credentials = { username: input.username, password: input.password };
    const from = (address: string, otp: string) =>
      call(server, 'POST', '/auth/token/obtain/', { json: { ...credentials, otp }, headers: { 'x-forwarded-for': address } });
    const wrong = await wrongCode(secret);
    for (let n = 1; n <= 10; n++) {
      const answer = await from(`198.18.6.${n}`, wrong);
      expect(answer.status, `attempt ${n}`).toBe(400);
    }
    const right = await otpCode(secret, 1);
    const refused = await from('198.18.6.11', right);
    expectTooMany(refused, 'the right code from a new address');
    expect(refused.headers.get('retry-after')).toBe(seconds(LIMITS.otpAccount));
    expect((await from(home, right)).status).toBe(200);
  });

  it("keeps a token thief's wrong passwords from blocking the owner's step-up, and stops a spread-out thief", async () => {
    const home = '192.0.2.40';
    const { input, tokens } = await investorAt(home);
    const change = (address: string, oldPassword: string, newPassword = 'Fresh-Horse-Battery-9') =>
      call(server, 'POST', '/auth/change_password/', {
        json: { old_password: oldPassword, new_password: newPassword },
        token: tokens.access,
        headers: { 'x-forwarded-for': address },
      });
    for (let n = 1; n <= 10; n++) {
      const answer = await change('198.51.100.50', 'Wrong-pass1!');
      expect(answer.status, `attempt ${n}`).toBe(400);
      expect(answer.body).toMatchObject({ message: 'OLD_PASSWORD_WRONG' });
    }
    const thief = await change('198.51.100.50', input.password);
    expectTooMany(thief, 'the right password from the thief address');
    expect(thief.headers.get('retry-after')).toBe(seconds(LIMITS.passwordAccountAddress));
    // Spread over 20 more addresses: 30 failures in all pass the slow limit.
    for (let n = 1; n <= 20; n++) expect((await change(`198.18.7.${n}`, 'Wrong-pass1!')).status, `spread ${n}`).toBe(400);
    const spread = await change('198.18.7.21', input.password);
    expectTooMany(spread, 'the right password from a new address past the slow limit');
    expect(spread.headers.get('retry-after')).toBe(seconds(LIMITS.passwordAccount));
    expect((await change(home, input.password)).status).toBe(200);
  });

  describe('counters across API processes', () => {
    let redisA: AccountsServer;
    let redisB: AccountsServer;
    let plainB: AccountsServer;
    let sharedDatabase: TestDatabase;
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    const keys: string[] = [];

    beforeAll(async () => {
      // The limiter does not depend on the database: these extra processes run on PostgreSQL, which starts in a
      // fraction of PGlite's time. The two Redis processes share one database, as a scaled-out deployment does.
      sharedDatabase = await createPostgresDatabase({ template: true });
      // The address counters of a shared Redis outlive a run (and other suites use 127.0.0.1 too): these servers
      // raise the per-address limits, so only the per-account limits under test can answer 429. Like the server
      // above, they take the client address from X-Forwarded-For.
      const shared = { REDIS_URL, ADDRESS_RATE_LIMIT_FACTOR: '1000', DATABASE_URL: sharedDatabase.url, TRUST_PROXY: '127.0.0.1' };
      redisA = await startAccountsServer('postgres', shared, { socket: true });
      redisB = await startAccountsServer('postgres', shared, { socket: true });
      plainB = await startAccountsServer('postgres', { TRUST_PROXY: '127.0.0.1' }, { socket: true });
      await redis.connect();
    }, 120_000);
    afterAll(async () => {
      if (keys.length > 0) await redis.del(...keys).catch(() => {});
      redis.disconnect();
      await Promise.all([redisA, redisB, plainB].map((server) => server?.close()));
      await sharedDatabase?.drop();
    });

    it('share one count through Redis: 6 attempts from one address on one process and 5 on another reach the limit', async () => {
      const username = uniqueName('rl');
      const address = '203.0.113.77';
      const pairKey = `rl:login-account-address:${username}|${address}`;
      keys.push(pairKey, `rl:login-account:${username}`);
      for (let n = 1; n <= 6; n++) expectRefused(await attempt(redisA, username, 'Wrong-pass1!', address), `A ${n}`);
      for (let n = 1; n <= 4; n++) expectRefused(await attempt(redisB, username, 'Wrong-pass1!', address), `B ${n}`);
      expectTooMany(await attempt(redisB, username, 'Wrong-pass1!', address), 'B 5 (the 11th)');
      expectTooMany(await attempt(redisA, username, 'Wrong-pass1!', address), 'A again');
      // The counts live in Redis, with the window as their expiry; refused attempts do not reach the slow count.
      expect(await redis.get(pairKey)).toBe('12');
      expect(await redis.get(`rl:login-account:${username}`)).toBe('10');
      const ttl = await redis.pttl(pairKey);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(LIMITS.loginAccountAddress.windowMs);
      // Another address is not touched by the pair count.
      expectRefused(await attempt(redisA, username, 'Wrong-pass1!', '203.0.113.78'), 'another address');
    });

    it("share the slow per-account count and its wait through Redis: past 10 addresses, one of two processes' attempts waits", async () => {
      const username = uniqueName('rs');
      keys.push(`rl:login-account:${username}`, `rl:login-account-wait:${username}`);
      for (let n = 1; n <= 10; n++) {
        const address = `198.18.9.${n}`;
        keys.push(`rl:login-account-address:${username}|${address}`);
        expectRefused(await attempt(n % 2 === 0 ? redisA : redisB, username, 'Wrong-pass1!', address), `attempt ${n}`);
      }
      keys.push(`rl:login-account-address:${username}|198.18.9.11`, `rl:login-account-address:${username}|198.18.9.12`);
      const both = await Promise.all([
        attempt(redisA, username, 'Wrong-pass1!', '198.18.9.11'),
        attempt(redisB, username, 'Wrong-pass1!', '198.18.9.12'),
      ]);
      expect(both.map((answer) => answer.status).sort()).toEqual([401, 429]);
      // The wait is a Redis key with the wait as its expiry.
      const wait = await redis.pttl(`rl:login-account-wait:${username}`);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(2000);
    });

    it('count per process without Redis: the same attempts stay under the limits', async () => {
      const username = uniqueName('pp');
      for (let n = 1; n <= 6; n++) expectRefused(await attempt(server, username, 'Wrong-pass1!', '203.0.113.79'), `A ${n}`);
      for (let n = 1; n <= 5; n++) expectRefused(await attempt(plainB, username, 'Wrong-pass1!', '203.0.113.79'), `B ${n}`);
      const spread = uniqueName('ps');
      for (let n = 1; n <= 20; n++) {
        expectRefused(await attempt(n % 2 === 0 ? server : plainB, spread, 'Wrong-pass1!', `198.18.10.${n}`), `spread ${n}`);
      }
    });

    it.each([
      ['memory', () => new MemoryCounterStore()],
      ['Redis', () => new RedisCounterStore(REDIS_URL)],
    ] as const)('%s store: a refund takes one back, never below zero, keeps the window, and leaves a gone count gone', async (_, make) => {
      const store: CounterStore = make();
      const key = `rl:test-undo:${uniqueName('u')}`;
      keys.push(key);
      try {
        expect(await store.hit(key, 60_000)).toBe(1);
        expect(await store.hit(key, 60_000)).toBe(2);
        await store.undo(key);
        expect(await store.hit(key, 60_000)).toBe(2);
        await store.undo(key);
        await store.undo(key);
        await store.undo(key);
        expect(await store.hit(key, 60_000)).toBe(1);
        if (store instanceof RedisCounterStore) {
          const ttl = await redis.pttl(key);
          expect(ttl).toBeGreaterThan(0);
          expect(ttl).toBeLessThanOrEqual(60_000);
        }
        await store.reset(key);
        await store.undo(key);
        expect(await store.hit(key, 60_000)).toBe(1);
      } finally {
        await store.close();
      }
    });

    it.each([
      ['memory', () => new MemoryCounterStore()],
      ['Redis', () => new RedisCounterStore(REDIS_URL)],
    ] as const)(
      '%s store: a hold is taken by one of many callers at once, tells the others the time left, and frees on reset',
      async (_, make) => {
        const store: CounterStore = make();
        const key = `rl:test-hold:${uniqueName('h')}`;
        keys.push(key);
        try {
          const answers = await Promise.all(Array.from({ length: 8 }, () => store.hold(key, 60_000)));
          expect(answers.filter((left) => left === 0)).toHaveLength(1);
          for (const left of answers.filter((value) => value !== 0)) {
            expect(left).toBeGreaterThan(50_000);
            expect(left).toBeLessThanOrEqual(60_000);
          }
          await store.reset(key);
          expect(await store.hold(key, 60_000)).toBe(0);
        } finally {
          await store.close();
        }
      },
    );

    it.each([
      ['memory', () => new MemoryCounterStore()],
      ['Redis', () => new RedisCounterStore(REDIS_URL)],
    ] as const)('%s store: clearing a prefix clears each key under it, glob characters included, and nothing else', async (_, make) => {
      const store: CounterStore = make();
      const base = `rl:test-prefix:${uniqueName('p')}`;
      const under = [`${base}|198.51.100.1`, `${base}|198.51.100.2`];
      const beside = [`${base}x|198.51.100.1`, `${base.replace('test-prefix', 'test-prefix2')}|198.51.100.1`];
      const globbed = `rl:test-prefix:*?[${uniqueName('g')}]|`;
      const globKey = `${globbed}198.51.100.9`;
      const globBeside = `${globbed.replace('*?[', 'ab[')}198.51.100.9`;
      keys.push(...under, ...beside, globKey, globBeside);
      try {
        for (const key of [...under, ...beside, globKey, globBeside]) expect(await store.hit(key, 60_000)).toBe(1);
        await store.resetPrefix(`${base}|`);
        await store.resetPrefix(globbed);
        for (const key of [...under, globKey]) expect(await store.hit(key, 60_000), key).toBe(1);
        for (const key of [...beside, globBeside]) expect(await store.hit(key, 60_000), key).toBe(2);
      } finally {
        await store.close();
      }
    });

    it('refuse (SERVICE_UNAVAILABLE) while Redis cannot be reached: the limiter fails closed', async () => {
      const limiter = new RateLimiter(new RedisCounterStore('redis://127.0.0.1:1'));
      try {
        const refused = await limiter.consume(LIMITS.loginAccount, uniqueName('rd')).catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(AppError);
        expect(refused).toMatchObject({ code: 'SERVICE_UNAVAILABLE', statusCode: 503 });
      } finally {
        await limiter.close();
      }
    });
  });
});
