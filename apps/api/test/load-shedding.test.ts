import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUnavailable } from '../src/db/errors';
import { createOffering } from './support/offerings';
import { startTestServer, type TestServer } from './support/test-server';

describe('databaseUnavailable', () => {
  it('tells a database out of reach from a wrong query, wrapped or not', () => {
    expect(databaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(databaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      databaseUnavailable(
        new Error('Failed query', {
          cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
        }),
      ),
    ).toBe(true);
    expect(databaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(databaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(databaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(databaseUnavailable(new Error('something else'))).toBe(false);
  });
});

describe('load shedding', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      socket: true,
      database: 'postgres',
      env: { DATABASE_POOL_SIZE: '1', CONCURRENT_REQUEST_LIMIT: '1', PUBLIC_CACHE_MS: '60000' },
    });
  }, 120_000);
  afterAll(() => server?.close());

  it('answers 503 with Retry-After while the process works on its limit, serves cached reads, then takes requests again', async () => {
    const db = server.app.database.db;
    const row = await createOffering(db);
    const cachedRead = `${server.baseUrl}/api/icoportal/ico/${row.id}/`;
    expect((await fetch(cachedRead)).status).toBe(200);

    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    // The pool's only connection, held until the gate opens: the next request waits for it.
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      holding();
      await gate;
    });
    await held;
    try {
      const working = fetch(`${server.baseUrl}/api/reference/holidays/?year=2026`);
      await waitFor(() => (server.app.database.poolStats()?.waiting ?? 0) >= 1);

      const shed = await fetch(`${server.baseUrl}/api/reference/holidays/?year=2027`);
      expect(shed.status).toBe(503);
      expect(shed.headers.get('retry-after')).toBe('1');
      expect(await shed.json()).toEqual({ message: 'SERVICE_UNAVAILABLE' });
      // Answers from memory and the health check are never shed.
      expect((await fetch(cachedRead)).status).toBe(200);

      release();
      await holder;
      expect((await working).status).toBe(200);
      expect((await fetch(`${server.baseUrl}/api/reference/holidays/?year=2027`)).status).toBe(200);
    } finally {
      release();
      await holder;
    }
  });
});

async function waitFor(probe: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
