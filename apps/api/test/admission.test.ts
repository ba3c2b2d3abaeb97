import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { WAITING_TICKET_HEADER, waitingRoomOf } from '@ico/domain/admission';
import { LIVE_RESERVATION_STATUSES } from '@ico/domain/statuses';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { joining } from '../src/db/schema';
import { createWaitingTickets } from '../src/security/waiting-ticket';
import { call } from './support/accounts';
import { createInvestor, createOffering, type Investor, insertJoining, type JoinForm, signedJoinForm } from './support/offerings';
import { createPostgresDatabase, startTestServer, type TestDatabase, type TestServer } from './support/test-server';

/** One slot and a line of three: small enough to fill by hand. */
const LINE = 3;

describe('fair admission of reservations (PostgreSQL)', () => {
  let database: TestDatabase;
  /** The process most tests use, and a second one on the same database and secret (the cross-process test). */
  let server: TestServer;
  let other: TestServer;
  /** The investors in the order their reservations got past the waiting room (of either process). */
  const admitted: number[] = [];
  /** Each admitted reservation waits here until the test lets it finish (the slot stays taken). */
  const held: { userId: number; release: () => void }[] = [];
  // Slow reservations: after admission (and authentication), before the work, until the test releases them.
  const holdReservations = (app: FastifyInstance) =>
    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.config.shed !== 'reservation' || !request.auth) return;
      const userId = request.auth.user.id;
      admitted.push(userId);
      await new Promise<void>((release) => held.push({ userId, release }));
    });

  beforeAll(async () => {
    database = await createPostgresDatabase({ template: true });
    const env = {
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      CONCURRENT_RESERVATION_LIMIT: '1',
      RESERVATION_QUEUE_LENGTH: String(LINE),
      RESERVATION_QUEUE_MAX_WAIT_MS: '20000',
    };
    server = await startTestServer({ socket: true, database: 'postgres', env, extend: holdReservations });
    other = await startTestServer({ socket: true, database: 'postgres', env, extend: holdReservations });
  }, 120_000);
  afterEach(async () => {
    // A failed test leaves nothing held for the next one.
    while (held.length > 0) held.shift()?.release();
    for (const api of [server, other]) {
      await waitFor(() => api.app.admission.stats().inFlight === 0 && api.app.admission.stats().waiting === 0);
    }
    admitted.length = 0;
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
    await database?.drop();
  });

  type Reserver = { investor: Investor; form: JoinForm };
  async function reservers(offeringId: number, count: number): Promise<Reserver[]> {
    const list: Reserver[] = [];
    for (let i = 0; i < count; i += 1) {
      const investor = await createInvestor(server);
      await insertJoining(server.app.database.db, { userId: investor.id, offeringId, status: 'AGREEMENT_CHECKED' });
      list.push({ investor, form: await signedJoinForm('10000') });
    }
    return list;
  }
  const send = (offeringId: number, who: Reserver, ticket?: string, to: TestServer = server) =>
    call(to, 'POST', `/icoportal/joining/${offeringId}/`, {
      form: who.form,
      token: who.investor.token,
      headers: ticket ? { [WAITING_TICKET_HEADER]: ticket } : {},
    });
  const stats = () => server.app.admission.stats();
  /** Lets the oldest admitted reservation finish once `count` have been admitted. */
  async function releaseAfter(count: number): Promise<void> {
    await waitFor(() => admitted.length >= count && held.length > 0);
    held.shift()?.release();
  }
  /** Lets this investor's admitted reservation finish, once it is admitted. */
  async function releaseOf(who: Reserver): Promise<void> {
    await waitFor(() => held.some((h) => h.userId === who.investor.id));
    const at = held.findIndex((h) => h.userId === who.investor.id);
    held.splice(at, 1)[0]?.release();
  }
  async function liveReservations(offeringId: number): Promise<number[]> {
    const rows = await server.app.database.db
      .select({ userId: joining.userId })
      .from(joining)
      .where(and(eq(joining.offeringId, offeringId), inArray(joining.status, [...LIVE_RESERVATION_STATUSES])));
    return rows.map((row) => row.userId).sort((a, b) => a - b);
  }

  it('lets reservations in by arrival order as the slot frees, and keeps every one', async () => {
    const offering = await createOffering(server.app.database.db);
    const people = await reservers(offering.id, 4);
    const answers = [];
    for (const [i, who] of people.entries()) {
      answers.push(send(offering.id, who));
      // The next arrives only once this one is inside (the slot) or in line.
      await waitFor(() => stats().inFlight + stats().waiting === i + 1);
    }
    expect(stats()).toMatchObject({ inFlight: 1, waiting: 3 });
    for (let i = 1; i <= people.length; i += 1) await releaseAfter(i);

    const results = await Promise.all(answers);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(admitted).toEqual(people.map((p) => p.investor.id));
    expect(await liveReservations(offering.id)).toEqual(people.map((p) => p.investor.id).sort((a, b) => a - b));
  }, 60_000);

  it('answers a full line 503 with a ticket, its position and wait, and honours tickets before later arrivals', async () => {
    const offering = await createOffering(server.app.database.db);
    const [a, b, c, d, e, f, g] = (await reservers(offering.id, 7)) as [
      Reserver,
      Reserver,
      Reserver,
      Reserver,
      Reserver,
      Reserver,
      Reserver,
    ];
    const pending = [send(offering.id, a)];
    await waitFor(() => admitted.length === 1);
    for (const who of [b, c, d]) {
      const before = stats().waiting;
      pending.push(send(offering.id, who));
      await waitFor(() => stats().waiting === before + 1);
    }

    // The line is full: E and then F are refused, each with a ticket of its own place.
    const refusedE = await send(offering.id, e);
    expect(refusedE.status).toBe(503);
    expect(refusedE.body).toMatchObject({ message: 'SERVICE_UNAVAILABLE' });
    const roomE = waitingRoomOf(refusedE.body.detail);
    expect(roomE).toMatchObject({ position: LINE + 1 });
    expect(roomE?.waitSeconds).toBeGreaterThanOrEqual(1);
    expect(refusedE.headers.get('retry-after')).toBe(String(roomE?.retryAfterSeconds));
    const roomF = waitingRoomOf((await send(offering.id, f)).body.detail);
    expect(roomF?.ticket).toBeDefined();

    // A's slot goes to B; G arrives new and takes the last place in line (C, D, G).
    await releaseAfter(1);
    await waitFor(() => admitted.length === 2 && stats().waiting === 2);
    const gFirst = send(offering.id, g);
    await waitFor(() => stats().waiting === 3);
    // E comes back with its ticket: it is earlier than G, so G steps out of the full line, with its own ticket.
    pending.push(send(offering.id, e, roomE?.ticket));
    const refusedG = await gFirst;
    expect(refusedG.status).toBe(503);
    const roomG = waitingRoomOf(refusedG.body.detail);
    expect(roomG?.position).toBe(LINE + 1);

    // G comes back before F does; F's ticket is older, so F still goes first.
    await releaseAfter(2);
    await releaseAfter(3);
    await waitFor(() => admitted.length === 4 && stats().waiting === 1);
    pending.push(send(offering.id, g, roomG?.ticket));
    await waitFor(() => stats().waiting === 2);
    pending.push(send(offering.id, f, roomF?.ticket));
    await waitFor(() => stats().waiting === 3);
    for (let i = 4; i <= 7; i += 1) await releaseAfter(i);

    const results = await Promise.all(pending);
    expect(results.map((r) => r.status)).toEqual(Array(7).fill(201));
    expect(admitted).toEqual([a, b, c, d, e, f, g].map((p) => p.investor.id));
    // Nothing lost: every investor answered 201 holds a live reservation, and nobody else does.
    expect(await liveReservations(offering.id)).toEqual([a, b, c, d, e, f, g].map((p) => p.investor.id).sort((x, y) => x - y));
  }, 60_000);

  it("honours a ticket of another process by its place: ahead of that process's later arrivals", async () => {
    const offering = await createOffering(server.app.database.db);
    const [a, b, c, d, e, x, f] = (await reservers(offering.id, 7)) as [
      Reserver,
      Reserver,
      Reserver,
      Reserver,
      Reserver,
      Reserver,
      Reserver,
    ];
    // The first process's line fills; E is refused there with a ticket.
    const pending = [send(offering.id, a)];
    await waitFor(() => admitted.length === 1);
    for (const who of [b, c, d]) {
      const before = stats().waiting;
      pending.push(send(offering.id, who));
      await waitFor(() => stats().waiting === before + 1);
    }
    const refused = await send(offering.id, e);
    expect(refused.status).toBe(503);
    const ticket = waitingRoomOf(refused.body.detail)?.ticket;
    expect(ticket).toBeDefined();

    // On the second process, X holds the slot and F arrives (after E's ticket was issued) and waits.
    const otherStats = () => other.app.admission.stats();
    pending.push(send(offering.id, x, undefined, other));
    await waitFor(() => held.some((h) => h.userId === x.investor.id));
    pending.push(send(offering.id, f, undefined, other));
    await waitFor(() => otherStats().waiting === 1);
    // E brings the first process's ticket to the second: it goes ahead of F.
    pending.push(send(offering.id, e, ticket, other));
    await waitFor(() => otherStats().waiting === 2);
    await releaseOf(x);
    await releaseOf(e);
    await releaseOf(f);
    for (const who of [a, b, c, d]) await releaseOf(who);

    const results = await Promise.all(pending);
    expect(results.map((r) => r.status)).toEqual(Array(7).fill(201));
    const onOther = admitted.filter((id) => [x, e, f].some((who) => who.investor.id === id));
    expect(onOther).toEqual([x, e, f].map((who) => who.investor.id));
    expect(await liveReservations(offering.id)).toEqual([a, b, c, d, e, x, f].map((p) => p.investor.id).sort((m, n) => m - n));
  }, 60_000);

  it('refuses a malformed, forged, expired, or another investor’s or offering’s ticket', async () => {
    const db = server.app.database.db;
    const offering = await createOffering(db);
    const other = await createOffering(db);
    const [owner, stranger] = (await reservers(offering.id, 2)) as [Reserver, Reserver];
    const tickets = createWaitingTickets(server.config.jwtSecret);
    const place = server.app.admission.arrive();
    const now = Date.now();
    const valid = tickets.issue({ userId: owner.investor.id, offeringId: offering.id }, place, now + 60_000);
    const forged = createWaitingTickets('another-secret-of-at-least-thirty-two-chars').issue(
      { userId: owner.investor.id, offeringId: offering.id },
      place,
      now + 60_000,
    );
    const tampered = valid.replace(`.${place.at}.`, `.${place.at - 60_000}.`);
    const expired = tickets.issue({ userId: owner.investor.id, offeringId: offering.id }, place, now - 1);
    const otherOffering = tickets.issue({ userId: owner.investor.id, offeringId: other.id }, place, now + 60_000);

    const cases: [Reserver, string, string][] = [
      [owner, 'not-a-ticket', 'WAITING_TICKET_INVALID'],
      [owner, forged, 'WAITING_TICKET_INVALID'],
      [owner, tampered, 'WAITING_TICKET_INVALID'],
      [owner, otherOffering, 'WAITING_TICKET_INVALID'],
      [stranger, valid, 'WAITING_TICKET_INVALID'],
      [owner, expired, 'WAITING_TICKET_EXPIRED'],
    ];
    for (const [who, ticket, code] of cases) {
      const answer = await send(offering.id, who, ticket);
      expect({ ticket, status: answer.status, body: answer.body }).toEqual({ ticket, status: 400, body: { message: code } });
    }
    expect(admitted).toEqual([]);
    expect(await liveReservations(offering.id)).toEqual([]);

    // The owner's own valid ticket is honoured (nobody is in line: straight in).
    const honoured = send(offering.id, owner, valid);
    await releaseAfter(1);
    expect((await honoured).status).toBe(201);
    expect(await liveReservations(offering.id)).toEqual([owner.investor.id]);
  }, 60_000);

  it('takes a client that went away out of the line, and it reserves nothing', async () => {
    const offering = await createOffering(server.app.database.db);
    const [first, gone, next] = (await reservers(offering.id, 3)) as [Reserver, Reserver, Reserver];
    const firstAnswer = send(offering.id, first);
    await waitFor(() => admitted.length === 1);
    const request = http.request(`${server.baseUrl}/api/icoportal/joining/${offering.id}/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${gone.investor.token}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    request.on('error', () => {});
    request.end(new URLSearchParams(gone.form).toString());
    await waitFor(() => stats().waiting === 1);
    request.destroy();
    await waitFor(() => stats().waiting === 0);

    const nextAnswer = send(offering.id, next);
    await waitFor(() => stats().waiting === 1);
    await releaseAfter(1);
    await releaseAfter(2);
    expect((await firstAnswer).status).toBe(201);
    expect((await nextAnswer).status).toBe(201);
    expect(admitted).toEqual([first.investor.id, next.investor.id]);
    expect(await liveReservations(offering.id)).toEqual([first.investor.id, next.investor.id].sort((a, b) => a - b));
  }, 60_000);

  it('asks for a valid token before a place in line', async () => {
    const offering = await createOffering(server.app.database.db);
    const answer = await call(server, 'POST', `/icoportal/joining/${offering.id}/`, { form: { amount: '10000' }, token: 'garbage' });
    expect(answer).toMatchObject({ status: 401, body: { message: 'UNAUTHORIZED' } });
    expect(stats()).toMatchObject({ inFlight: 0, waiting: 0 });
  });
});

describe('the waiting room settings', () => {
  const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: path.join(os.tmpdir(), `ico-admission-config-${process.pid}`) };
  afterAll(() => rm(base.DATA_DIR, { recursive: true, force: true }));

  it('has sensible defaults and reads the values it is given', () => {
    expect(loadConfig(base)).toMatchObject({
      concurrentReservationLimit: 4,
      reservationQueue: { maxLength: 2000, maxWaitMs: 10_000, ticketTtlMs: 300_000 },
    });
    const given = loadConfig({
      ...base,
      RESERVATION_QUEUE_LENGTH: '0',
      RESERVATION_QUEUE_MAX_WAIT_MS: '20000',
      WAITING_TICKET_TTL_SECONDS: '60',
    });
    expect(given.reservationQueue).toEqual({ maxLength: 0, maxWaitMs: 20_000, ticketTtlMs: 60_000 });
  });

  it.each([
    ['RESERVATION_QUEUE_LENGTH', '-1'],
    ['RESERVATION_QUEUE_LENGTH', 'many'],
    ['RESERVATION_QUEUE_MAX_WAIT_MS', '20001'],
    ['RESERVATION_QUEUE_MAX_WAIT_MS', '50'],
    ['WAITING_TICKET_TTL_SECONDS', '10'],
    ['WAITING_TICKET_TTL_SECONDS', '7200'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ ...base, [name]: value });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([expect.stringMatching(new RegExp(`^${name}: `))]);
    }
  });
});

async function waitFor(probe: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
