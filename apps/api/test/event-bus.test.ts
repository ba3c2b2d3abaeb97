import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { createMemoryBus, createPgliteBus, createPostgresBus, type EventBus, notifyInTransaction } from '../src/events/event-bus';
import { createPostgresDatabase, type TestDatabase } from './support/test-server';

const quiet = { warn: () => {}, info: () => {} };

/** The next payload a bus hears on a channel, or a timeout. */
function nextOn(bus: EventBus, channel: 'offering_progress' | 'session_changed', withinMs = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`nothing heard on ${channel} within ${withinMs} ms`));
    }, withinMs);
    const stop = bus.subscribe(channel, (payload) => {
      clearTimeout(timer);
      stop();
      resolve(payload);
    });
  });
}

describe('the event bus in memory (the embedded database: one process)', () => {
  it('tells every subscriber of the channel, not those of another, and stops telling one that unsubscribed', async () => {
    const bus = createMemoryBus();
    const heard: string[] = [];
    const stop = bus.subscribe('session_changed', (payload) => heard.push(`a:${payload}`));
    bus.subscribe('session_changed', (payload) => heard.push(`b:${payload}`));
    bus.subscribe('offering_progress', (payload) => heard.push(`other:${payload}`));
    await bus.publish('session_changed', '1');
    await new Promise((resolve) => setImmediate(resolve));
    stop();
    await bus.publish('session_changed', '2');
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual(['a:1', 'b:1', 'b:2']);
    await bus.close();
  });
});

/** Tells the bus inside a transaction that commits, then inside one that rolls back: only the first is heard. */
async function heardOnlyOnCommit(bus: EventBus, db: Database): Promise<void> {
  const heard: string[] = [];
  bus.subscribe('offering_progress', (payload) => heard.push(payload));
  await db.transaction(async (tx) => {
    await notifyInTransaction(tx, 'offering_progress', 'committed');
    // Not before the commit.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([]);
  });
  await db
    .transaction(async (tx) => {
      await notifyInTransaction(tx, 'offering_progress', 'rolled back');
      throw new Error('undo');
    })
    .catch(() => {});
  await expect.poll(() => heard, { timeout: 5_000 }).toEqual(['committed']);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(heard).toEqual(['committed']);
}

describe('the event bus on the embedded database (PGlite LISTEN/NOTIFY)', () => {
  it('hears news told in a transaction once it commits, and never news of a rolled-back one', async () => {
    const client = await PGlite.create();
    const bus = await createPgliteBus(client);
    try {
      await heardOnlyOnCommit(bus, drizzlePglite(client) as unknown as Database);
    } finally {
      await bus.close();
      await client.close();
    }
  });
});

describe('the event bus on PostgreSQL (LISTEN/NOTIFY between processes)', () => {
  let database: TestDatabase;
  let pools: pg.Pool[] = [];
  let buses: EventBus[] = [];

  const openBus = async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    pools.push(pool);
    const bus = await createPostgresBus({ connectionString: database.url, pool, log: quiet });
    buses.push(bus);
    return bus;
  };

  beforeAll(async () => {
    database = await createPostgresDatabase();
  });
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    for (const pool of pools) await pool.end();
    buses = [];
    pools = [];
    await database.drop();
  });

  it("delivers one process's news to another and to itself", async () => {
    const [a, b] = [await openBus(), await openBus()];
    const heardByB = nextOn(b, 'offering_progress');
    const heardByA = nextOn(a, 'offering_progress');
    await a.publish('offering_progress', '{"offeringId":7}');
    expect(await heardByB).toBe('{"offeringId":7}');
    expect(await heardByA).toBe('{"offeringId":7}');
    expect(a.live && b.live).toBe(true);
  });

  it('hears news told in a transaction once it commits, and never news of a rolled-back one', async () => {
    const bus = await openBus();
    await heardOnlyOnCommit(bus, drizzleNodePg(pools.at(-1) as pg.Pool) as unknown as Database);
  });

  it('tells its subscribers when the listening connection is lost, reconnects, and hears news again', async () => {
    const [listener, publisher] = [await openBus(), await openBus()];
    let resets = 0;
    listener.onReset(() => {
      resets += 1;
    });
    // The listener's backend ends as in a PostgreSQL restart or a network cut.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const { rows } = await admin.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN session_changed%'",
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await admin.query('select pg_terminate_backend($1)', [row.pid]);
    await admin.end();
    await expect.poll(() => resets, { timeout: 5_000 }).toBeGreaterThanOrEqual(2); // lost, then back
    await expect.poll(() => listener.live, { timeout: 5_000 }).toBe(true);
    const heard = nextOn(listener, 'session_changed');
    await publisher.publish('session_changed', '{"userId":3}');
    expect(await heard).toBe('{"userId":3}');
  });
});
