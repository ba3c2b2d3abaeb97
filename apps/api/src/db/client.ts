import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type BusLog, createPgliteBus, createPostgresBus, type EventBus } from '../events/event-bus';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: services never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of `Database` (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The rows of `db.execute` (node-postgres answers `{ rows }`, PGlite the same; an array is taken as it is). */
export function resultRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections and the requests waiting for one; null on the embedded database. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** The news between API processes on this database (LISTEN/NOTIFY; in memory on the embedded one). */
  openBus(log: BusLog): Promise<EventBus>;
};

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Serialises migrations when several API processes start on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_231_905_118;

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize, connectionTimeoutMillis: 5_000 });
    // An idle client losing its server (a PostgreSQL restart) must not crash the process.
    pool.on('error', () => {});
    // Nor a client in use: node-postgres also emits a lost connection as an 'error' event on the client, and the
    // pool listens only while the client is idle. The failed query answers its request (503); release() drops it.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      openBus: (log) => createPostgresBus({ connectionString: options.databaseUrl as string, pool, log }),
    };
  }
  const unlock = lockDataDir(options.dataDir);
  let client: PGlite;
  try {
    // pg_trgm: the watch lists' name index (migration 0016).
    client = await PGlite.create(path.join(options.dataDir, 'pgdata'), { extensions: { pg_trgm } });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS }),
    close: async () => {
      await client.close();
      unlock();
    },
    poolStats: () => null,
    // The embedded database has one process (its data folder is locked): PGlite's own LISTEN/NOTIFY.
    openBus: () => createPgliteBus(client),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

let newestMigration: number | undefined;

/** The `when` of the newest migration this build carries (drizzle's journal), read once. */
function newestMigrationMillis(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
    newestMigration = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return newestMigration;
}

/**
 * Whether the database lacks a migration of this build: drizzle's migrators (both drivers) record each applied one
 * with its journal time in drizzle.__drizzle_migrations and apply those newer than the newest recorded.
 */
export async function migrationsPending(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
  const [row] = resultRows<{ newest: string | number | null }>(result);
  return Number(row?.newest ?? 0) < newestMigrationMillis();
}
