import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { LIVE_COALESCE_MS } from '@ico/domain/live-progress';
import { offeringInputSchema } from '@ico/domain/offering-admin';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { user } from '../src/db/schema';
import { createMemoryBus } from '../src/events/event-bus';
import { LiveProgressHub } from '../src/events/live-progress';
import { changeJoiningStatus, lockJoining } from '../src/services/joinings/joining-status-writer';
import { updateOffering } from '../src/services/offerings/update-offering';
import { offeringInput } from './support/admin-offerings';
import { createInvestor, createOffering, insertJoining, reserve, signedJoinForm } from './support/offerings';
import { openProgressStream, type ProgressStream } from './support/progress-stream';
import { createSuiteStorage, ONE_DATABASE, type SuiteStorage, startTestServer, type TestServer } from './support/test-server';

/** An investor of `server` ready to reserve in the offering (knowledge test passed, agreement checked). */
async function readyInvestor(server: TestServer, offeringId: number) {
  const investor = await createInvestor(server);
  await insertJoining(server.app.database.db, { userId: investor.id, offeringId, status: 'AGREEMENT_CHECKED' });
  return investor;
}

async function reserveAs(server: TestServer, offeringId: number, amount: string) {
  const investor = await readyInvestor(server, offeringId);
  return reserve(server, investor.token, offeringId, await signedJoinForm(amount));
}

/** A stream the test closes afterwards. */
const opened: ProgressStream[] = [];
async function open(server: TestServer, offeringId: number | string, headers: Record<string, string> = {}) {
  const stream = await openProgressStream(server.baseUrl, offeringId, headers);
  opened.push(stream);
  return stream;
}
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});

describe('live progress across two API processes on one PostgreSQL database', () => {
  let storage: SuiteStorage;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    storage = await createSuiteStorage('postgres', 'live');
    // The public answers kept for a minute: only the news can make the plain read agree within a test.
    const env = { ...storage.env, JWT_SECRET: randomBytes(32).toString('hex'), PUBLIC_CACHE_MS: '60000' };
    servers.push(await startTestServer({ socket: true, database: 'postgres', env }));
    servers.push(await startTestServer({ socket: true, database: 'postgres', env }));
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
    await storage?.dispose();
  });

  it('pushes a reservation made on one process to a stream open on the other within a second', async () => {
    const [first, second] = servers as [TestServer, TestServer];
    const offering = await createOffering(first.app.database.db, { totalAmount: '125000', totalAmountToken: '12500' });
    // As a browser asks: compression accepted, which a stream must not use (it would hold events back).
    const stream = await open(first, offering.id, { 'accept-encoding': 'gzip, deflate, br' });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    const [initial] = await stream.waitForEvents(1);
    // The same answer as the plain read.
    const before = await fetch(`${first.baseUrl}/api/icoportal/icoprogress/${offering.id}/`);
    expect(initial).toEqual(await before.json());
    expect(initial).toMatchObject({ totalAmount: '125000', sumReservated: '0', sumPayment: '0', availableAmount: '125000' });
    expect(stream.retry).toBe(3000);

    const answer = await reserveAs(second, offering.id, '10000');
    expect(answer.status).toBe(201);

    const events = await stream.waitForEvents(2, 1_000);
    expect(events[1]).toMatchObject({ sumReservated: '10000', availableAmount: '115000' });
    // The plain read of process 1 agrees (its public answer was dropped on the news).
    const plain = await fetch(`${first.baseUrl}/api/icoportal/icoprogress/${offering.id}/`);
    expect(await plain.json()).toMatchObject({ sumReservated: '10000' });
  });

  it('tells nothing of a reservation that was rolled back', async () => {
    const [first, second] = servers as [TestServer, TestServer];
    const offering = await createOffering(first.app.database.db, { totalAmount: '125000', totalAmountToken: '12500' });
    const heard: string[] = [];
    const stop = first.app.bus.subscribe('offering_progress', (payload) => {
      if (payload === String(offering.id)) heard.push(payload);
    });
    try {
      const stream = await open(first, offering.id);
      await stream.waitForEvents(1);
      expect((await reserveAs(second, offering.id, '100000')).status).toBe(201);
      await stream.waitForEvents(2, 1_000);
      // Written (status, history, message, news) and then refused under the offering lock: the transaction rolls back.
      expect(await reserveAs(second, offering.id, '100000')).toMatchObject({ status: 400, body: { message: 'OVER_TOTAL_VOLUME' } });
      expect((await reserveAs(second, offering.id, '20000')).status).toBe(201);
      const events = await stream.waitForEvents(3, 1_000);
      // News arrives in commit order: a rolled-back reservation's would have come before the last one.
      expect(heard).toHaveLength(2);
      expect(events.map((e) => e.sumReservated)).toEqual(['0', '100000', '120000']);
    } finally {
      stop();
    }
  });

  it("pushes a staff member's status change and an edit of the offering's total from the other process", async () => {
    const [first, second] = servers as [TestServer, TestServer];
    const db = second.app.database.db;
    const offering = await createOffering(db, { totalAmount: '125000', totalAmountToken: '12500' });
    const investor = await createInvestor(second);
    const row = await insertJoining(db, { userId: investor.id, offeringId: offering.id, status: 'RESERVATION_SCREENING', amount: '7000' });
    const stream = await open(first, offering.id);
    expect((await stream.waitForEvents(1))[0]).toMatchObject({ sumReservated: '7000' });
    const [admin] = await db.select({ id: user.id }).from(user).where(eq(user.username, 'admin'));
    if (!admin) throw new Error('no administrator');

    // Staff reject the reservation (through the one status writer, as every status change).
    await db.transaction(async (tx) => {
      const locked = await lockJoining(tx, row.id);
      if (!locked) throw new Error('joining gone');
      await changeJoiningStatus(second.app, tx, locked, 'RESERVATION_REJECTED', { actor: 'staff', actorId: admin.id, reason: 'Test' });
    });
    expect((await stream.waitForEvents(2, 1_000))[1]).toMatchObject({ sumReservated: '0', availableAmount: '125000' });

    // Staff raise the offering's total in the back office.
    const input = offeringInputSchema.parse(offeringInput({ totalAmount: '150000', totalAmountToken: '15000', screening: true }));
    await updateOffering(second.app, admin.id, offering.id, input, { ip: '127.0.0.1', userAgent: undefined });
    expect((await stream.waitForEvents(3, 1_000))[2]).toMatchObject({ totalAmount: '150000', availableAmount: '150000' });
  });

  it('reads every streamed offering again when the bus listener reconnects (news may have been lost)', async () => {
    const [first] = servers as [TestServer, TestServer];
    const db = first.app.database.db;
    const offering = await createOffering(db, { totalAmount: '125000', totalAmountToken: '12500' });
    const stream = await open(first, offering.id);
    await stream.waitForEvents(1);
    // A change nobody was told of (written around the services), then the listening connection is cut.
    const investor = await createInvestor(first);
    await insertJoining(db, { userId: investor.id, offeringId: offering.id, status: 'WAITING_FOR_PAYMENT', amount: '5000' });
    const admin = new pg.Client({ connectionString: storage.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()",
      );
    } finally {
      await admin.end();
    }
    const events = await stream.waitForEvents(2, 10_000);
    expect(events[1]).toMatchObject({ sumReservated: '5000' });
  });
});

describe('live progress on the embedded database (one process)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      socket: true,
      database: ONE_DATABASE,
      // Addresses from X-Forwarded-For, so one test client can be many clients.
      env: { TRUST_PROXY: '127.0.0.1', LIVE_STREAM_LIMIT: '120', LIVE_STREAMS_PER_ADDRESS: '3' },
    });
  }, 120_000);
  afterAll(() => server?.close());

  it('streams the current progress, then a reservation as it commits', async () => {
    const offering = await createOffering(server.app.database.db, { totalAmount: '125000', totalAmountToken: '12500' });
    const stream = await open(server, offering.id);
    await stream.waitForEvents(1);
    expect((await reserveAs(server, offering.id, '10000')).status).toBe(201);
    const events = await stream.waitForEvents(2, 1_000);
    expect(events[1]).toMatchObject({ sumReservated: '10000', availableAmount: '115000' });
  });

  it('answers a client that does not ask for a stream, and HEAD, at once with the progress as JSON', async () => {
    const offering = await createOffering(server.app.database.db, { totalAmount: '125000', totalAmountToken: '12500' });
    const url = `${server.baseUrl}/api/icoportal/icoprogress/${offering.id}/events/`;
    const plain = await fetch(url, { headers: { accept: 'application/json' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await plain.json()).toMatchObject({ totalAmount: '125000', sumReservated: '0' });
    const head = await fetch(url, { method: 'HEAD', headers: { accept: 'text/event-stream' } });
    expect(head.status).toBe(200);
    expect(server.app.liveProgress.size).toBe(0);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, { get?: { description?: string } }>;
    };
    expect(doc.paths['/api/icoportal/icoprogress/{id}/events/']?.get?.description).toContain('text/event-stream');
  });

  it('answers an unknown offering with the usual 404, and a malformed id the same', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const stream = await open(server, id);
      expect(stream.status).toBe(404);
      expect(stream.headers['content-type']).toMatch(/^application\/json/);
      await vi.waitFor(() => expect(JSON.parse(stream.body())).toEqual({ message: 'ICO_NOT_EXIST' }));
    }
    await vi.waitFor(() => expect(server.app.liveProgress.size).toBe(0));
  });

  it('bounds the streams per address (429) and per process (503), and gives every place back on disconnect', async () => {
    const offering = await createOffering(server.app.database.db);
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let i = 0; i < 3; i += 1) expect((await open(server, offering.id, from('198.51.100.1'))).status).toBe(200);
    const fourth = await open(server, offering.id, from('198.51.100.1'));
    expect(fourth.status).toBe(429);
    await vi.waitFor(() => expect(JSON.parse(fourth.body())).toEqual({ message: 'TOO_MANY_REQUESTS' }));

    // Fill the process: 117 more from 39 other addresses (120 in all).
    const more = await Promise.all(
      Array.from({ length: 117 }, (_, i) => open(server, offering.id, from(`203.0.113.${Math.floor(i / 3) + 1}`))),
    );
    expect(more.map((s) => s.status).filter((s) => s !== 200)).toEqual([]);
    expect(server.app.liveProgress.size).toBe(120);
    const over = await open(server, offering.id, from('192.0.2.1'));
    expect(over.status).toBe(503);
    expect(over.headers['retry-after']).toBeDefined();

    for (const stream of opened.splice(0)) stream.close();
    await vi.waitFor(() => {
      expect(server.app.liveProgress.size).toBe(0);
      expect(server.app.liveProgress.offerings).toBe(0);
    });
    // The places are free again, the address's too.
    expect((await open(server, offering.id, from('198.51.100.1'))).status).toBe(200);
  });
});

/** A response as the hub uses it: it records what is written. */
function fakeResponse() {
  const res = new EventEmitter() as EventEmitter & { written: string[]; destroyed: boolean; writableLength: number };
  res.written = [];
  res.destroyed = false;
  res.writableLength = 0;
  Object.assign(res, {
    socket: { destroyed: false },
    write: (chunk: Buffer) => res.written.push(chunk.toString()),
    end: () => res.emit('close'),
  });
  return res as unknown as ServerResponse & { written: string[] };
}

describe('the live progress hub: coalesced reads', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads an offering once for a burst of news, again after the interval, and sends the latest state', async () => {
    vi.useFakeTimers();
    const bus = createMemoryBus();
    let version = 0;
    let reads = 0;
    const hub = new LiveProgressHub({
      bus,
      limits: { perProcess: 10, perAddress: 10 },
      log: { warn: () => {}, info: () => {} },
      load: async () => {
        reads += 1;
        return JSON.stringify({ version });
      },
    });
    const first = await hub.current(7);
    expect(reads).toBe(1);
    const slot = hub.reserve('a');
    if (typeof slot === 'string') throw new Error(slot);
    const res = fakeResponse();
    hub.attach(slot, 7, res, first as string);

    // 50 changes told at once, each after the last.
    for (let i = 0; i < 50; i += 1) {
      version += 1;
      await bus.publish('offering_progress', '7');
    }
    await vi.advanceTimersByTimeAsync(0);
    // Within the interval after the first read: none yet.
    expect(reads).toBe(1);
    await vi.advanceTimersByTimeAsync(LIVE_COALESCE_MS);
    expect(reads).toBe(2);
    expect(res.written).toEqual([`event: progress\ndata: ${JSON.stringify({ version: 50 })}\n\n`]);

    // News of an offering nobody streams costs nothing.
    await bus.publish('offering_progress', '8');
    await vi.advanceTimersByTimeAsync(LIVE_COALESCE_MS * 2);
    expect(reads).toBe(2);

    // The same state again is not sent again.
    await bus.publish('offering_progress', '7');
    await vi.advanceTimersByTimeAsync(LIVE_COALESCE_MS * 2);
    expect(reads).toBe(3);
    expect(res.written).toHaveLength(1);

    res.emit('close');
    expect(hub.size).toBe(0);
    expect(hub.offerings).toBe(0);
    hub.close();
  });

  it('ends every stream and answers a waiting opener when the process closes', async () => {
    const bus = createMemoryBus();
    let finish: (json: string) => void = () => {};
    const hub = new LiveProgressHub({
      bus,
      limits: { perProcess: 10, perAddress: 10 },
      log: { warn: () => {}, info: () => {} },
      load: () => new Promise<string>((resolve) => (finish = resolve)),
    });
    const firstRead = hub.current(1);
    finish('{"v":1}');
    const slot = hub.reserve('a');
    if (typeof slot === 'string') throw new Error(slot);
    const res = fakeResponse();
    hub.attach(slot, 1, res, (await firstRead) as string);
    // News: a read starts; a new opener waits for the one after it.
    await bus.publish('offering_progress', '1');
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = hub.current(1);
    hub.close();
    await expect(waiting).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(hub.size).toBe(0);
    expect(hub.reserve('b')).toBe('SERVICE_UNAVAILABLE');
  });
});
