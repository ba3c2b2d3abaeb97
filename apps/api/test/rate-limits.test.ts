import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors';
import { LIMITS, RateLimiter } from '../src/security/rate-limiter';
import { RedisCounterStore } from '../src/security/redis-counter-store';
import { type AccountsServer, call, type InvestorInput, signUp, startAccountsServer } from './support/accounts';
import { createPostgresDatabase, type TestDatabase } from './support/test-server';

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

describe('sign-in rate limits', () => {
  let server: AccountsServer;
  let locked: InvestorInput;
  let bystander: InvestorInput;
  let resetting: InvestorInput;

  beforeAll(async () => {
    server = await startAccountsServer('pglite', { TRUST_PROXY: '127.0.0.1' });
    locked = await signUp(server);
    bystander = await signUp(server);
    resetting = await signUp(server);
  }, 120_000);
  afterAll(() => server?.close());

  it('uses the limits of PRODUCT.md section 6', () => {
    expect(LIMITS.loginAccount).toMatchObject({ max: 10, per: 'account' });
    expect(LIMITS.loginAddress).toMatchObject({ max: 100, per: 'address' });
  });

  it('answers the 11th attempt on one account 429 with Retry-After, even with the right password and from another address', async () => {
    for (let n = 1; n <= 10; n++) {
      expectRefused(await attempt(server, locked.username, 'Wrong-pass1!', `198.51.100.${n}`), `attempt ${n}`);
    }
    expectTooMany(await attempt(server, locked.username, locked.password, '198.51.100.11'), 'right password, 11th attempt');
    expectTooMany(await attempt(server, locked.username.toUpperCase(), locked.password), 'the same account in capitals');
    // Per account: another username from the same address is still answered.
    expectRefused(await attempt(server, bystander.username, 'Wrong-pass1!', '198.51.100.11'), 'another account');
    expect((await attempt(server, bystander.username, bystander.password, '198.51.100.11')).status).toBe(200);
  });

  it('starts the account count again after a successful sign-in', async () => {
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
      // raise the per-address limits, so only the per-account limit under test can answer 429.
      const shared = { REDIS_URL, ADDRESS_RATE_LIMIT_FACTOR: '1000', DATABASE_URL: sharedDatabase.url };
      redisA = await startAccountsServer('postgres', shared);
      redisB = await startAccountsServer('postgres', shared);
      plainB = await startAccountsServer('postgres');
      await redis.connect();
    }, 120_000);
    afterAll(async () => {
      if (keys.length > 0) await redis.del(...keys).catch(() => {});
      redis.disconnect();
      await Promise.all([redisA, redisB, plainB].map((server) => server?.close()));
      await sharedDatabase?.drop();
    });

    it('share one count through Redis: 6 attempts on one process and 5 on another reach the limit', async () => {
      const username = uniqueName('rl');
      keys.push(`rl:login-account:${username}`);
      for (let n = 1; n <= 6; n++) expectRefused(await attempt(redisA, username, 'Wrong-pass1!'), `A ${n}`);
      for (let n = 1; n <= 4; n++) expectRefused(await attempt(redisB, username, 'Wrong-pass1!'), `B ${n}`);
      expectTooMany(await attempt(redisB, username, 'Wrong-pass1!'), 'B 5 (the 11th)');
      expectTooMany(await attempt(redisA, username, 'Wrong-pass1!'), 'A again');
      // The count lives in Redis, with the window as its expiry.
      expect(await redis.get(`rl:login-account:${username}`)).toBe('12');
      const ttl = await redis.pttl(`rl:login-account:${username}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(LIMITS.loginAccount.windowMs);
    });

    it('count per process without Redis: the same attempts stay under the limit', async () => {
      const username = uniqueName('pp');
      for (let n = 1; n <= 6; n++) expectRefused(await attempt(server, username, 'Wrong-pass1!'), `A ${n}`);
      for (let n = 1; n <= 5; n++) expectRefused(await attempt(plainB, username, 'Wrong-pass1!'), `B ${n}`);
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
