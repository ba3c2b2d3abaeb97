import { randomBytes } from 'node:crypto';
import { compareDecimals } from '@ico/domain/money';
import { LIVE_RESERVATION_STATUSES } from '@ico/domain/statuses';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { inquiry, joining, joiningEvent, mailOutbox, message, offering as offeringTable, user } from '../src/db/schema';
import {
  type ApiProcess,
  answered,
  attempt,
  createPrivatePostgres,
  healthy,
  type Outcome,
  type PrivatePostgres,
  privatePostgresUnavailable,
  sleep,
  startApiProcess,
  waitUntil,
} from './support/faults';
import { createInvestor, createOffering, type Investor, insertJoining, type JoinForm, signedJoinForm } from './support/offerings';
import { expectCountersMatchLiveSums } from './support/reserved-counter';
import {
  createDataDir,
  createPostgresDatabase,
  removeDir,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from './support/test-server';

/**
 * Faults as production meets them, on real API processes: one of two processes killed in a reservation burst,
 * the embedded database's process killed while it writes, and PostgreSQL crashing and coming back under load.
 */

const INVESTORS = 200;
const AMOUNT = '10000';
/**
 * 150 reservations of 10,000 fit: more than the survivor's own half of the demand, so the retries of the victim's
 * clients meet all three cases (already reserved, reserved now, no room left).
 */
const TOTAL = '1500000';
const FITS = 150;
/** The victim is killed once it has settled this many reservations (201 or 400), with the rest still in flight. */
const KILL_AFTER_SETTLED = 10;
/** No request may wait longer than this for its answer, database down or not (the pool gives up connecting after 5 s). */
const REQUEST_BOUND_MS = 15_000;

describe('an API process killed with SIGKILL in the middle of a reservation burst (PostgreSQL, two processes)', () => {
  let database: TestDatabase | undefined;
  let seeder: TestServer | undefined;
  const processes: ApiProcess[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase({ template: true });
    const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex') };
    // In this test process: migrates the database and writes the investors (it shares the secret, so its tokens
    // are the processes' tokens); it takes no reservation.
    seeder = await startTestServer({ database: 'postgres', env });
    // Every reservation is admitted, so the kill meets many of them in flight: with the default limit (8 per
    // process) load shedding would answer most of them 503 before they start (load-shedding.test.ts covers that).
    const processEnv = { ...env, CONCURRENT_RESERVATION_LIMIT: '1000' };
    processes.push(...(await Promise.all([startApiProcess(processEnv), startApiProcess(processEnv)])));
  });
  afterAll(async () => {
    await Promise.allSettled(processes.map((p) => p.stop()));
    await seeder?.close();
    await database?.drop();
  });

  it('never oversells, keeps every answered reservation, and answers every retry consistently', async ({ annotate }) => {
    const [survivor, victim] = processes as [ApiProcess, ApiProcess];
    const server = seeder as TestServer;
    const db = server.app.database.db;
    const offering = await createOffering(db, { totalAmount: TOTAL, totalAmountToken: '150000', minimumAmount: '1000' });
    const investors: Investor[] = [];
    for (let i = 0; i < INVESTORS; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, INVESTORS - i) }, async () => {
          const investor = await createInvestor(server);
          await insertJoining(db, { userId: investor.id, offeringId: offering.id, status: 'AGREEMENT_CHECKED' });
          return investor;
        }),
      );
      investors.push(...batch);
    }
    const forms: JoinForm[] = [];
    for (const _ of investors) forms.push(await signedJoinForm(AMOUNT));
    const reservePath = `/icoportal/joining/${offering.id}/`;

    // Every investor sends at once, half to each process; the victim dies once it has settled a few reservations.
    let victimSettled = 0;
    let inFlightAtKill = -1;
    let killed: Promise<unknown> | undefined;
    let victimPending = INVESTORS / 2;
    const history: Outcome[][] = investors.map(() => []);
    const settles = (outcome: Outcome) => answered(outcome) && outcome.status !== 503;
    await Promise.all(
      investors.map(async (investor, i) => {
        const toVictim = i % 2 === 1;
        const outcome = await attempt((toVictim ? victim : survivor).baseUrl, 'POST', reservePath, {
          form: { ...forms[i] },
          token: investor.token,
          timeoutMs: 60_000,
        });
        history[i]?.push(outcome);
        if (!toVictim || killed) return;
        victimPending -= 1;
        if (settles(outcome)) victimSettled += 1;
        if (victimSettled === KILL_AFTER_SETTLED) {
          inFlightAtKill = victimPending;
          killed = victim.kill();
        }
      }),
    );
    expect(killed, 'the victim was killed during the burst').toBeDefined();
    expect(await killed).toMatchObject({ signal: 'SIGKILL' });
    const unanswered = history.flatMap((outcomes, i) => (outcomes.some((o) => !answered(o)) ? [i] : []));
    // Only the killed process may leave a client without an answer, and it must have left some.
    expect(unanswered.length).toBeGreaterThan(0);
    for (const i of unanswered) expect(i % 2, `investor ${i} got no answer from the survivor`).toBe(1);

    // As an investor would: no answer, or 503 (busy, try again), and the same signed form is sent again,
    // now to the process that is up, until the answer is final (a few rounds at most, a second apart).
    const last = (i: number) => history[i]?.at(-1) as Outcome;
    let open = investors.flatMap((_, i) => (settles(last(i)) ? [] : [i]));
    let rounds = 0;
    while (open.length > 0 && rounds < 20) {
      rounds += 1;
      await sleep(1_000);
      await Promise.all(
        open.map(async (i) => {
          const outcome = await attempt(survivor.baseUrl, 'POST', reservePath, {
            form: { ...forms[i] },
            token: investors[i]?.token,
            timeoutMs: 60_000,
          });
          history[i]?.push(outcome);
        }),
      );
      open = open.filter((i) => !settles(last(i)));
    }
    expect(open, 'investors without a final answer').toEqual([]);
    // Every answer on the way was a final one or "busy, try again" in the API's format; never a 500.
    for (const [i, outcomes] of history.entries()) {
      for (const outcome of outcomes.filter(answered)) {
        const context = `investor ${i}: ${JSON.stringify(outcomes)}\n${(i % 2 === 1 ? victim : survivor).output()}`;
        expect([201, 400, 409, 503], context).toContain(outcome.status);
        if (outcome.status === 503) expect(outcome.body, context).toEqual({ message: 'SERVICE_UNAVAILABLE' });
      }
    }

    // An answer lost on the way back looks the same to the client: sent again, a stored reservation says so and
    // stays as it was (the checks below find its history and message once). Always met here, whatever the kill hit.
    const lostAnswers = investors
      .flatMap((_, i) => (answered(last(i)) && (last(i) as { status: number }).status === 201 ? [i] : []))
      .slice(0, 5);
    for (const i of lostAnswers) {
      const again = await attempt(survivor.baseUrl, 'POST', reservePath, { form: { ...forms[i] }, token: investors[i]?.token });
      expect(again).toEqual({ status: 409, body: { message: 'ALREADY_JOINED' } });
    }

    const rows = await db.select().from(joining).where(eq(joining.offeringId, offering.id));
    const rowOf = new Map(rows.map((row) => [row.userId, row]));
    expect(rows).toHaveLength(INVESTORS);
    expect(rowOf.size).toBe(INVESTORS);
    const live = rows.filter((row) => (LIVE_RESERVATION_STATUSES as readonly string[]).includes(row.status));
    const [sum] = await db
      .select({ value: sql<string>`coalesce(sum(${joining.amount}), 0)::text` })
      .from(joining)
      .where(sql`${joining.offeringId} = ${offering.id} and ${inArray(joining.status, [...LIVE_RESERVATION_STATUSES])}`);
    expect(compareDecimals(sum?.value ?? '0', TOTAL), `${sum?.value} reserved of ${TOTAL}`).toBeLessThanOrEqual(0);
    // Demand exceeds the total and every investor ended with a final answer: the offering is exactly full.
    expect(sum?.value).toBe(TOTAL);
    expect(live).toHaveLength(FITS);
    // The reserved counter moved with every committed reservation and with none of those the kill rolled back.
    const [counter] = await db
      .select({ reserved: offeringTable.reservedAmount })
      .from(offeringTable)
      .where(eq(offeringTable.id, offering.id));
    expect(counter?.reserved).toBe(TOTAL);
    await expectCountersMatchLiveSums(db);

    const tally = { accepted: 0, refused: 0, alreadyReserved: 0, retried: 0, shed: 0 };
    for (const [i, investor] of investors.entries()) {
      const row = rowOf.get(investor.id);
      const form = forms[i] as JoinForm;
      const outcomes = history[i] as Outcome[];
      const outcome = last(i);
      if (!answered(outcome)) throw new Error(`investor ${i} has no final answer`);
      if (outcomes.length > 1) tally.retried += 1;
      if (outcomes.some((o) => answered(o) && o.status === 503)) tally.shed += 1;
      if (outcome.status === 201) {
        expect(outcome.body).toMatchObject({ id: row?.id, status: 'RESERVATION_SCREENING', amount: AMOUNT });
        tally.accepted += 1;
      } else if (outcome.status === 409) {
        // Only a retry after a lost answer can meet its own reservation: the killed process committed it and died
        // before answering. A 503 promises that nothing was kept, so it never leads here.
        expect(
          outcomes.some((o) => !answered(o)),
          `investor ${i}: ${JSON.stringify(outcomes)}`,
        ).toBe(true);
        expect(outcome.body).toEqual({ message: 'ALREADY_JOINED' });
        tally.alreadyReserved += 1;
      } else {
        expect(outcome).toMatchObject({ status: 400, body: { message: 'OVER_TOTAL_VOLUME' } });
        tally.refused += 1;
      }
      // The stored joining is all of the reservation or none of it.
      if (outcome.status === 201 || outcome.status === 409) {
        expect(row).toMatchObject({ status: 'RESERVATION_SCREENING', amount: AMOUNT, address: form.address, message: form.message });
        expect(row?.tokenAmount).not.toBeNull();
        expect(row?.signature).toBe(form.signature);
        expect(row?.reservedAt).not.toBeNull();
      } else {
        expect(row).toMatchObject({ status: 'AGREEMENT_CHECKED', amount: null, tokenAmount: null, address: null, message: null });
      }
    }
    expect(tally.accepted + tally.alreadyReserved).toBe(FITS);

    // History, inbox message and its mail exist exactly for the reservations, once each.
    const events = await db
      .select({ joiningId: joiningEvent.joiningId, from: joiningEvent.fromStatus, to: joiningEvent.toStatus })
      .from(joiningEvent)
      .where(eq(joiningEvent.offeringId, offering.id))
      .orderBy(asc(joiningEvent.id));
    const ids = investors.map((investor) => investor.id);
    const messages = await db
      .select({ userId: message.userId, n: sql<number>`count(*)::int` })
      .from(message)
      .where(inArray(message.userId, ids))
      .groupBy(message.userId);
    const mails = await db
      .select({ userId: user.id, n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .innerJoin(user, eq(user.email, mailOutbox.to))
      .where(inArray(user.id, ids))
      .groupBy(user.id);
    const messageCount = new Map(messages.map((m) => [m.userId, m.n]));
    const mailCount = new Map(mails.map((m) => [m.userId, m.n]));
    for (const row of rows) {
      const reserved = row.status === 'RESERVATION_SCREENING';
      const history = events.filter((e) => e.joiningId === row.id).map((e) => `${e.from}>${e.to}`);
      expect(history).toEqual(
        reserved ? ['null>AGREEMENT_CHECKED', 'AGREEMENT_CHECKED>RESERVATION_SCREENING'] : ['null>AGREEMENT_CHECKED'],
      );
      expect(messageCount.get(row.userId) ?? 0).toBe(reserved ? 1 : 0);
      expect(mailCount.get(row.userId) ?? 0).toBe(reserved ? 1 : 0);
    }
    expect(survivor.isRunning()).toBe(true);

    const failures = [...new Set(unanswered.flatMap((i) => history[i]?.flatMap((o) => (answered(o) ? [] : [o.failure])) ?? []))];
    await annotate(
      `${inFlightAtKill} of the victim's requests unanswered at the kill; ${unanswered.length} clients without an answer ` +
        `(${failures.join(', ')}); ${rounds} retry rounds; ${JSON.stringify(tally)}`,
    );
  });
});

/** The public inquiry form: a real write (the inquiry and its mail to support, in one transaction) anyone can make. */
const inquiryForm = (email: string) => ({
  email,
  subject: 'When does the next offering open?',
  description: 'I would like to reserve tokens in the next offering.',
  category: '0',
  language: 'en',
});
const runTag = () => randomBytes(3).toString('hex');

describe('the embedded database (PGlite in DATA_DIR) under a SIGKILL while it writes', () => {
  let dataDir: string | undefined;
  const processes: ApiProcess[] = [];

  beforeAll(async () => {
    dataDir = await createDataDir('fault-pglite');
  });
  afterAll(async () => {
    await Promise.allSettled(processes.map((p) => p.stop()));
    if (dataDir) await removeDir(dataDir);
  });

  it('starts again on the same DATA_DIR with every answered write, and takes new ones', async ({ annotate }) => {
    const env = { DATA_DIR: dataDir as string };
    const first = await startApiProcess(env, { timeoutMs: 180_000 });
    processes.push(first);
    const tag = runTag();
    const stored: string[] = [];
    const otherAnswers: Outcome[] = [];
    let sent = 0;
    let inFlight = 0;
    let stopped = false;
    const writer = async () => {
      while (!stopped) {
        const email = `visitor-${tag}-${sent}@example.com`;
        sent += 1;
        inFlight += 1;
        const outcome = await attempt(first.baseUrl, 'POST', '/survay/inquiry/', { form: inquiryForm(email), timeoutMs: 30_000 });
        inFlight -= 1;
        if (answered(outcome) && outcome.status === 201) stored.push(email);
        else if (answered(outcome)) otherAnswers.push(outcome);
      }
    };
    const writers = Array.from({ length: 6 }, writer);
    await waitUntil(
      async () => stored.length >= 20,
      60_000,
      () => `20 answered writes (${stored.length})`,
    );
    const inFlightAtKill = inFlight;
    expect(await first.kill()).toMatchObject({ signal: 'SIGKILL' });
    stopped = true;
    await Promise.all(writers);
    expect(otherAnswers).toEqual([]);

    const second = await startApiProcess(env, { timeoutMs: 180_000 });
    processes.push(second);
    const after = Array.from({ length: 5 }, (_, i) => `visitor-${tag}-after-${i}@example.com`);
    for (const email of after) {
      expect(await attempt(second.baseUrl, 'POST', '/survay/inquiry/', { form: inquiryForm(email) })).toMatchObject({ status: 201 });
    }
    await second.stop();
    expect(await second.exited).toMatchObject({ code: 0 });

    // The process is gone: the test opens the same files and reads what they hold.
    const database = await openDatabase({ databaseUrl: undefined, dataDir: dataDir as string, poolSize: 1 });
    try {
      const rows = await database.db.select({ id: inquiry.id, email: inquiry.email }).from(inquiry);
      const mails = await database.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
      const emails = rows.map((row) => row.email);
      for (const email of [...stored, ...after])
        expect(
          emails.filter((e) => e === email),
          email,
        ).toHaveLength(1);
      expect(rows.length).toBeLessThanOrEqual(sent + after.length);
      // An inquiry and its mail to support were written in one transaction: none without the other.
      const subjects = mails.map((mail) => mail.subject);
      for (const row of rows)
        expect(
          subjects.filter((s) => s.startsWith(`[Inquiry #${row.id}]`)),
          `mail of ${row.id}`,
        ).toHaveLength(1);
      expect(subjects.filter((s) => s.startsWith('[Inquiry #'))).toHaveLength(rows.length);
      await annotate(
        `${sent} writes sent, ${stored.length} answered before the kill with ${inFlightAtKill} in flight, ` +
          `${rows.length - stored.length - after.length} unanswered ones kept; restart healthy after ${second.startedInMs} ms`,
      );
    } finally {
      await database.close();
    }
  });
});

describe('PostgreSQL crashing and starting again under load', () => {
  const unavailable = privatePostgresUnavailable();
  let cluster: PrivatePostgres | undefined;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    if (unavailable) return;
    cluster = await createPrivatePostgres();
    // The deadline job runs as in production, so a job meeting the dead database is part of the test.
    api = await startApiProcess({ DATABASE_URL: cluster.url, PAYMENT_DEADLINE_JOB: 'true' });
  });
  afterAll(async () => {
    await api?.stop();
    await cluster?.destroy();
  });

  it.skipIf(unavailable)('answers cleanly while the database is down and recovers by itself when it is back', async ({ annotate }) => {
    const server = api as ApiProcess;
    const postgres = cluster as PrivatePostgres;
    const tag = runTag();
    type Sample = { kind: 'read' | 'write'; email?: string; startedAt: number; endedAt: number; outcome: Outcome };
    const samples: Sample[] = [];
    let count = 0;
    let stopped = false;
    const worker = async () => {
      while (!stopped) {
        const n = count;
        count += 1;
        const startedAt = Date.now();
        let sample: Sample;
        if (n % 3 === 2) {
          const email = `load-${tag}-${n}@example.com`;
          const outcome = await attempt(server.baseUrl, 'POST', '/survay/inquiry/', {
            form: inquiryForm(email),
            timeoutMs: REQUEST_BOUND_MS,
          });
          sample = { kind: 'write', email, startedAt, endedAt: Date.now(), outcome };
        } else {
          const pathName = n % 3 === 0 ? '/reference/holidays/?year=2030' : '/forum/noticespublic/?page=1';
          const outcome = await attempt(server.baseUrl, 'GET', pathName, { timeoutMs: REQUEST_BOUND_MS });
          sample = { kind: 'read', startedAt, endedAt: Date.now(), outcome };
        }
        samples.push(sample);
        // A failing request answers at once: pace the loop so the outage is a stream, not a flood.
        if (!answered(sample.outcome) || sample.outcome.status >= 500) await sleep(50);
      }
    };
    const ok = (s: Sample) => answered(s.outcome) && s.outcome.status < 300;
    const since = (t: number) => samples.filter((s) => s.startedAt >= t);
    const workers = Array.from({ length: 6 }, worker);
    try {
      await waitUntil(
        async () => samples.filter(ok).length >= 30,
        60_000,
        () => `30 answered requests before the crash (${samples.length})`,
      );

      await postgres.crash();
      const crashedAt = Date.now();
      // Down for a few seconds, as in a restart or a failover: long enough for every pooled connection to be tried.
      await waitUntil(
        async () => since(crashedAt).length >= 30 && Date.now() - crashedAt >= 3_000,
        30_000,
        () => 'answers during the outage',
      );
      expect(server.isRunning(), `the API process ended with the database:\n${server.output()}`).toBe(true);
      const health = await attempt(server.baseUrl, 'GET', '/health/');
      expect(health).toMatchObject({ status: 503, body: { status: 'degraded', databaseReachable: false } });

      const startingAt = Date.now();
      await postgres.start();
      const restartedAt = Date.now();
      await waitUntil(
        () => healthy(server.baseUrl),
        30_000,
        () => 'health after PostgreSQL started again',
      );
      const healthyAt = Date.now();
      await waitUntil(
        async () => since(healthyAt).filter(ok).length >= 30,
        30_000,
        () => 'answered requests after the recovery',
      );
      const recoveredAt = Date.now();
      await waitUntil(
        async () => since(recoveredAt).length >= 30,
        30_000,
        () => 'requests after the recovery',
      );
      stopped = true;
      await Promise.all(workers);

      expect(server.isRunning()).toBe(true);
      // Sent after the crash and answered before PostgreSQL was started again: all of them failed, quickly and cleanly.
      const outage = samples.filter((s) => s.startedAt >= crashedAt && s.endedAt < startingAt);
      expect(outage.length).toBeGreaterThanOrEqual(30);
      for (const sample of outage) expect(sample.outcome).toMatchObject({ status: 503, body: { message: 'SERVICE_UNAVAILABLE' } });
      // Every request got an answer within the bound: a success, or an error in the API's format.
      for (const sample of samples) {
        expect(answered(sample.outcome), `${sample.kind} at ${sample.startedAt - crashedAt} ms: ${JSON.stringify(sample.outcome)}`).toBe(
          true,
        );
        if (ok(sample)) continue;
        expect(sample.outcome).toMatchObject({ status: 503, body: { message: 'SERVICE_UNAVAILABLE' } });
      }
      // Once it is back, it stays back: after 30 good answers, nothing fails any more.
      expect(since(recoveredAt).filter((s) => !ok(s))).toEqual([]);

      const answeredWrites = samples.filter((s) => s.kind === 'write' && ok(s)).map((s) => s.email as string);
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ email: string }>('select email from inquiry where email = any($1::text[])', [answeredWrites]);
        expect(rows.map((r) => r.email).sort()).toEqual([...answeredWrites].sort());
      } finally {
        await client.end();
      }
      const summary = (list: Sample[]) => {
        const counts = new Map<string, number>();
        for (const s of list) {
          const key = answered(s.outcome) ? `${s.outcome.status} ${String(s.outcome.body.message ?? '')}` : s.outcome.failure;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        return [...counts].map(([key, n]) => `${key}: ${n}`);
      };
      await annotate(
        `${samples.length} requests; ${startingAt - crashedAt} ms down, answered ${summary(outage).join(', ')}; ` +
          `healthy ${healthyAt - restartedAt} ms after the start; slowest answer ${Math.max(...samples.map((s) => s.endedAt - s.startedAt))} ms`,
      );
    } finally {
      stopped = true;
      await Promise.all(workers);
    }
  });
});
