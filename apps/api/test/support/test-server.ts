import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type Config, loadConfig } from '../../src/config';
import { createServer } from '../../src/server';
import { serveThroughInject } from './inject-fetch';
import { POSTGRES_ADMIN_URL, TEST_ADMIN_PASSWORD, TEST_AUDIT_HMAC_KEYS, TEST_INDEX_HTML } from './test-settings';

/**
 * Both databases the API runs on: only suites about storage itself (migrations, locks, concurrency, the bus, faults,
 * persistence, the audit chain's guards) run once per entry with `describe.each`; decision 0035 lists them.
 */
export const DATABASES = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASES)[number];
/**
 * Where a suite runs whose checks do not depend on the engine: PostgreSQL, whose copy of the template and whose
 * queries cost the test process far less CPU than PGlite's in-process WASM start and queries (decision 0035), and
 * which also runs the checks that need a second connection (`whileAccountsLocked`, EXPLAIN).
 */
export const ONE_DATABASE: DatabaseKind = 'postgres';
/**
 * Where tests of validation answers run: the schema answers before any query, so a second database would repeat
 * the same check (and its set-up) without testing anything of the database.
 */
export const VALIDATION_DATABASE: DatabaseKind = ONE_DATABASE;

export { POSTGRES_ADMIN_URL, TEST_ADMIN_PASSWORD, TEST_AUDIT_HMAC_KEYS, TEST_INDEX_HTML } from './test-settings';

export type TestServer = {
  baseUrl: string;
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
};

/** A fresh temporary folder; the caller removes it with `removeDir`. */
export function createTempDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), `ico-api-${prefix}-`));
}

export function removeDir(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}

/**
 * A fresh temporary DATA_DIR holding a copy of the embedded database after a first start (made once per run by
 * global-setup.ts, closed, so its files are at rest). The server's start still runs its migration, seed and
 * first-administrator checks on it, which find nothing to do.
 */
export async function createDataDir(prefix: string): Promise<string> {
  const dir = await createTempDir(prefix);
  // The folder holds about 2,400 files (41 MB): coreutils' cp copied it for 0.12 to 0.3 CPU-seconds where Node's
  // recursive fs.cp took 1.1 to 1.4, and the suites copy it more than a hundred times a run.
  await promisify(execFile)('cp', ['-a', path.join(inject('pgliteTemplateDir'), 'pgdata'), path.join(dir, 'pgdata')]);
  return dir;
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export type TestDatabase = { url: string; name: string; drop(): Promise<void> };

/**
 * A new PostgreSQL database `ico_test_<random>`: empty, or with `template` a copy of the database after a first
 * start (global-setup.ts). `drop` removes it even while clients are still connected.
 */
export async function createPostgresDatabase(options: { template?: boolean } = {}): Promise<TestDatabase> {
  const name = `ico_test_${randomBytes(6).toString('hex')}`;
  const template = options.template ? ` TEMPLATE ${inject('postgresTemplate')}` : '';
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}${template}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      withAdminClient(async (client) => {
        await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

export type SuiteStorage = { env: Record<string, string>; dispose(): Promise<void> };

/**
 * A suite's own DATA_DIR and, on PostgreSQL, its own database copied from the template, kept across server
 * restarts within the suite (pass `env` to each start); `dispose` removes both.
 */
export async function createSuiteStorage(database: DatabaseKind, prefix: string): Promise<SuiteStorage> {
  const env: Record<string, string> = {};
  env.DATA_DIR = database === 'pglite' ? await createDataDir(prefix) : await createTempDir(prefix);
  let dropDatabase: (() => Promise<void>) | undefined;
  if (database === 'postgres') {
    const created = await createPostgresDatabase({ template: true });
    env.DATABASE_URL = created.url;
    dropDatabase = created.drop;
  }
  return {
    env,
    async dispose() {
      await dropDatabase?.();
      if (env.DATA_DIR) await removeDir(env.DATA_DIR);
    },
  };
}

/**
 * Starts the real API (config, migrations, seed, routes), answering at `baseUrl` (through inject, or on a free port
 * with `socket`).
 * It creates what it needs: a temporary DATA_DIR, a fake built web app and, for 'postgres', a new database; the
 * database is a copy of one after a first start unless `fresh` asks for an empty one (tests of the first start).
 * Whatever the caller passes in `env` (DATA_DIR, DATABASE_URL, WEB_DIST) is used instead and left in place by
 * `close`, so a test can start a second server on the same data.
 */
export async function startTestServer(options: {
  database: DatabaseKind;
  env?: Record<string, string>;
  /** An empty database, migrated and seeded by this start, instead of the copied template. */
  fresh?: boolean;
  /** Adds test-only routes or hooks before the server starts listening. */
  extend?: (app: FastifyInstance) => void;
  /**
   * Listens on a real port. Without it the server answers `fetch` at `baseUrl` through `app.inject` (inject-fetch.ts):
   * only suites that test the socket itself (addresses, load shedding, streams to the end, a second process) need it.
   */
  socket?: boolean;
}): Promise<TestServer> {
  const given = options.env ?? {};
  const cleanups: (() => Promise<void>)[] = [];
  // Undoes in reverse order, each step even if an earlier one failed; a second call does nothing.
  const cleanUp = async () => {
    const failures: unknown[] = [];
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw failures[0];
  };
  try {
    // A known administrator password: the first start prints nothing, and tests can sign in as the administrator.
    // The deadline job is driven by its own tests on a fixed clock, never by the wall clock under another test.
    const env: Record<string, string> = {
      LOG_LEVEL: 'silent',
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      PAYMENT_DEADLINE_JOB: 'false',
      ACCOUNT_DELETION_JOB: 'false',
      RESERVED_COUNTER_CHECK_MINUTES: '0',
      // Tests write straight into the database and read at once; public-cache.test.ts turns the cache on.
      PUBLIC_CACHE_MS: '0',
      // Concurrency tests check outcomes with many requests at once; load-shedding.test.ts sets a limit.
      CONCURRENT_REQUEST_LIMIT: '100000',
      CONCURRENT_RESERVATION_LIMIT: '100000',
      // The key the template databases were MAC'd with; the head is anchored when the server stops, never on a timer.
      AUDIT_HMAC_KEYS: TEST_AUDIT_HMAC_KEYS,
      AUDIT_ANCHOR_INTERVAL_MINUTES: '0',
    };
    if (!given.DATA_DIR) {
      const dataDir = options.database === 'pglite' && !options.fresh ? await createDataDir('data') : await createTempDir('data');
      cleanups.push(() => removeDir(dataDir));
      env.DATA_DIR = dataDir;
    }
    if (!given.WEB_DIST) {
      const webDist = await createTempDir('web');
      cleanups.push(() => removeDir(webDist));
      await writeFile(path.join(webDist, 'index.html'), TEST_INDEX_HTML);
      env.WEB_DIST = webDist;
    }
    if (options.database === 'postgres' && !given.DATABASE_URL) {
      const database = await createPostgresDatabase({ template: !options.fresh });
      cleanups.push(() => database.drop());
      env.DATABASE_URL = database.url;
    }
    const config = loadConfig({ ...env, ...given });
    const app = await createServer(config);
    cleanups.push(() => app.close());
    options.extend?.(app);
    if (!options.socket) {
      await app.ready();
      const served = serveThroughInject(app);
      cleanups.push(async () => served.stop());
      return { baseUrl: served.baseUrl, app, config, close: cleanUp };
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error(`unexpected server address ${String(address)}`);
    return { baseUrl: `http://127.0.0.1:${address.port}`, app, config, close: cleanUp };
  } catch (error) {
    await cleanUp().catch(() => {});
    throw error;
  }
}
