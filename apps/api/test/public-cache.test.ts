import { offeringProgressSchema, offeringSchema } from '@ico/domain/contracts/offerings';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { holiday, joining, offering } from '../src/db/schema';
import { PublicAnswerCache } from '../src/services/offerings/public-answer-cache';
import { call } from './support/accounts';
import { createInvestor, createOffering, insertJoining, reserve, signedJoinForm } from './support/offerings';
import { ONE_DATABASE, startTestServer, type TestServer } from './support/test-server';

const numberSchema = z.number();

describe('PublicAnswerCache', () => {
  const clock = () => {
    let now = 0;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('answers from memory while fresh and loads again after its lifetime', async () => {
    const time = clock();
    const cache = new PublicAnswerCache(1000, time.now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.json('k', numberSchema, load)).toBe('1');
    time.advance(999);
    expect(await cache.json('k', numberSchema, load)).toBe('1');
    time.advance(1);
    expect(await cache.json('k', numberSchema, load)).toBe('2');
    expect(loads).toBe(2);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = new PublicAnswerCache(1000, clock().now);
    let loads = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const load = async () => {
      loads += 1;
      await gate;
      return 7;
    };
    const answers = Promise.all(Array.from({ length: 50 }, () => cache.json('k', numberSchema, load)));
    release();
    expect(new Set(await answers)).toEqual(new Set(['7']));
    expect(loads).toBe(1);
  });

  it('keeps no failed load, and no answer its schema refuses', async () => {
    const cache = new PublicAnswerCache(1000, clock().now);
    await expect(cache.json('k', numberSchema, async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await expect(cache.json('k', numberSchema, async () => 'not a number' as unknown as number)).rejects.toThrow();
    expect(cache.size).toBe(0);
    expect(await cache.json('k', numberSchema, async () => 3)).toBe('3');
  });

  it('keeps any value by key, shared like the answers, apart from the JSON answers of the same name', async () => {
    const cache = new PublicAnswerCache(1000, clock().now);
    let loads = 0;
    const holidays = async () => new Set([`2026-12-0${++loads}`]);
    const [a, b] = await Promise.all([cache.value('holidays', holidays), cache.value('holidays', holidays)]);
    expect(a).toBe(b);
    expect([...a]).toEqual(['2026-12-01']);
    expect(await cache.json('holidays', numberSchema, async () => 5)).toBe('5');
    expect(loads).toBe(1);
  });

  it('loads every key again after clear, and never keeps anything with a lifetime of 0', async () => {
    const cache = new PublicAnswerCache(1000, clock().now);
    let loads = 0;
    await cache.json('a', numberSchema, async () => ++loads);
    cache.clear();
    expect(await cache.json('a', numberSchema, async () => ++loads)).toBe('2');
    const off = new PublicAnswerCache(0, clock().now);
    await off.json('a', numberSchema, async () => 1);
    expect(off.size).toBe(0);
  });
});

describe('public offering answers with the cache on', () => {
  let server: TestServer;
  const inquiry = (overrides: Record<string, string> = {}) => ({
    email: `visitor-${Math.random().toString(36).slice(2)}@example.com`,
    subject: 'A question',
    description: 'How do I reserve as a company?',
    category: '4',
    language: 'en',
    ...overrides,
  });

  beforeAll(async () => {
    // A lifetime longer than the test: what changes the answers here is a write through this process.
    server = await startTestServer({ database: ONE_DATABASE, env: { PUBLIC_CACHE_MS: '60000' } });
  }, 120_000);
  afterAll(() => server?.close());

  it('serves the same bytes until a successful write through the process clears them', async () => {
    const db = server.app.database.db;
    const row = await createOffering(db);
    const investor = await createInvestor(server);
    const progress = async () => offeringProgressSchema.parse((await call(server, 'GET', `/icoportal/icoprogress/${row.id}/`)).body);

    expect((await progress()).sumReservated).toBe('0');
    await insertJoining(db, { userId: investor.id, offeringId: row.id, status: 'WAITING_FOR_PAYMENT', amount: '5000' });
    // Written behind the API's back: the cached answer stands.
    expect((await progress()).sumReservated).toBe('0');

    // A refused write changes nothing, so it keeps the cache.
    expect((await call(server, 'POST', '/survay/inquiry/', { form: inquiry({ email: 'not-an-email' }) })).status).toBe(400);
    expect((await progress()).sumReservated).toBe('0');

    expect((await call(server, 'POST', '/survay/inquiry/', { form: inquiry() })).status).toBe(201);
    expect((await progress()).sumReservated).toBe('5000');
  });

  it('keeps the answers through a reservation but its progress (dropped on the news of it), and serves it the holidays it holds', async () => {
    const db = server.app.database.db;
    // Without screening: a reservation waits for payment at once, with its deadline.
    const row = await createOffering(db, { screening: false });
    const reserveAs = async () => {
      const investor = await createInvestor(server);
      await insertJoining(db, { userId: investor.id, offeringId: row.id, status: 'AGREEMENT_CHECKED' });
      const answer = await reserve(server, investor.token, row.id, await signedJoinForm('5000'));
      expect(answer.status).toBe(201);
      return answer.body as { paymentDeadline: string };
    };
    const progress = async () => offeringProgressSchema.parse((await call(server, 'GET', `/icoportal/icoprogress/${row.id}/`)).body);
    const listed = async () =>
      offeringSchema
        .array()
        .parse((await call(server, 'GET', '/icoportal/icos/')).body)
        .find((o) => o.id === row.id);
    const offered = async () => offeringSchema.parse((await call(server, 'GET', `/icoportal/ico/${row.id}/`)).body);
    expect((await progress()).sumReservated).toBe('0');
    expect((await listed())?.sumReservated).toBe('0');
    expect((await offered()).sumReservated).toBe('0');
    const first = await reserveAs();
    // The reservation's news (live progress, issue 18) drops the offering's progress from the cache: the read agrees.
    await expect.poll(async () => (await progress()).sumReservated, { timeout: 5_000 }).toBe('5000');
    // And the reserved counter the list's card and the offering show (issue 19).
    await expect.poll(async () => (await listed())?.sumReservated, { timeout: 5_000 }).toBe('5000');
    expect((await offered()).sumReservated).toBe('5000');
    // Holidays written behind the API's back over the whole payment period: the cached calendar stands.
    const days = Array.from({ length: 14 }, (_, i) => new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10));
    await db
      .insert(holiday)
      .values(days.map((date) => ({ date, nameEN: 'Test', nameTH: 'ทดสอบ' })))
      .onConflictDoNothing();
    try {
      expect((await reserveAs()).paymentDeadline).toBe(first.paymentDeadline);
      // Any other successful write clears both: the progress and the new calendar show.
      expect((await call(server, 'POST', '/survay/inquiry/', { form: inquiry() })).status).toBe(201);
      expect((await progress()).sumReservated).toBe('10000');
      expect(Date.parse((await reserveAs()).paymentDeadline)).toBeGreaterThan(Date.parse(first.paymentDeadline));
    } finally {
      await db.delete(holiday).where(inArray(holiday.date, days));
    }
  });

  it('refuses a reservation made on cached terms another process has changed, and takes the retry on the new ones', async () => {
    const db = server.app.database.db;
    const row = await createOffering(db, { screening: false, totalAmount: '1000000', totalAmountToken: '100000' });
    const ready = async () => {
      const investor = await createInvestor(server);
      await insertJoining(db, { userId: investor.id, offeringId: row.id, status: 'AGREEMENT_CHECKED' });
      return investor;
    };
    const first = await reserve(server, (await ready()).token, row.id, await signedJoinForm('10000'));
    expect(first).toMatchObject({ status: 201, body: { tokenAmount: '1000.00000000' } });
    // The price halves behind this process's back (another process's edit): its cached row is now stale.
    await db.update(offering).set({ totalAmountToken: '50000' }).where(eq(offering.id, row.id));
    const investor = await ready();
    expect(await reserve(server, investor.token, row.id, await signedJoinForm('10000'))).toMatchObject({
      status: 409,
      body: { message: 'STATUS_CONFLICT' },
    });
    const [kept] = await db
      .select()
      .from(joining)
      .where(and(eq(joining.userId, investor.id), eq(joining.offeringId, row.id)));
    expect(kept).toMatchObject({ status: 'AGREEMENT_CHECKED', amount: null, message: null });
    expect(await reserve(server, investor.token, row.id, await signedJoinForm('10000'))).toMatchObject({
      status: 201,
      body: { tokenAmount: '500.00000000' },
    });
  });

  it('answers JSON with the documented shape and headers from the cache', async () => {
    const row = await createOffering(server.app.database.db);
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${server.baseUrl}/api/icoportal/ico/${row.id}/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(offeringSchema.parse(await response.json())).toMatchObject({ id: row.id, token: { name: row.tokenName } });
    }
  });

  it('does not keep a 404: an offering created later is found at once', async () => {
    const db = server.app.database.db;
    // Identity ids count up: the next offering of this database gets the id after this one.
    const next = (await createOffering(db)).id + 1;
    const missing = await call(server, 'GET', `/icoportal/ico/${next}/`);
    expect(missing).toMatchObject({ status: 404, body: { message: 'ICO_NOT_EXIST' } });
    expect((await createOffering(db)).id).toBe(next);
    expect((await call(server, 'GET', `/icoportal/ico/${next}/`)).status).toBe(200);
  });
});
