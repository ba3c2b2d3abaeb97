import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { thaiPublicHolidays } from '../src/seed/reference-data';
import { createPostgresDatabase, POSTGRES_ADMIN_URL, startTestServer, type TestDatabase, type TestServer } from './support/test-server';

const year = new Date().getUTCFullYear();

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function migrationCount(): Promise<number> {
  const journal = JSON.parse(await readFile(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

describe('PostgreSQL migrations and seed', () => {
  let database: TestDatabase;
  const servers: TestServer[] = [];
  const start = async () => {
    const server = await startTestServer({ database: 'postgres', env: { DATABASE_URL: database.url } });
    servers.push(server);
    return server;
  };

  beforeEach(async () => {
    database = await createPostgresDatabase();
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
    await database.drop();
  });

  async function expectMigratedOnce() {
    const applied = await query<{ count: string }>(database.url, 'select count(*) from drizzle.__drizzle_migrations');
    expect(Number(applied[0]?.count)).toBe(await migrationCount());
    const seeded = await query<{ count: string }>(database.url, 'select count(*) from holiday where extract(year from date) = $1', [year]);
    expect(Number(seeded[0]?.count)).toBe(thaiPublicHolidays(year).length);
  }

  it('starts twice on the same database: the second start migrates and seeds nothing again', async () => {
    const first = await start();
    expect((await fetch(`${first.baseUrl}/api/health/`)).status).toBe(200);
    await first.close();

    const second = await start();
    const response = await fetch(`${second.baseUrl}/api/health/`);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'postgres', databaseReachable: true });
    await expectMigratedOnce();
  });

  it('starts two processes at once on a fresh database (migrations are serialised)', async () => {
    const started = await Promise.allSettled([start(), start()]);

    expect(started.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled']);
    for (const server of servers) {
      expect((await fetch(`${server.baseUrl}/api/health/`)).status).toBe(200);
    }
    await expectMigratedOnce();
  });
});

describe('the test fixture on PostgreSQL', () => {
  it('drops the database it created when the server closes', async () => {
    const server = await startTestServer({ database: 'postgres' });
    const name = new URL(server.config.databaseUrl!).pathname.slice(1);
    expect(name).toMatch(/^ico_test_[0-9a-f]+$/);

    await server.close();

    expect(await query(POSTGRES_ADMIN_URL, 'select 1 from pg_database where datname = $1', [name])).toEqual([]);
  });
});
