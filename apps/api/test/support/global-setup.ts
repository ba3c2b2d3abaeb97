import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../src/config';
import { createServer } from '../../src/server';
import { POSTGRES_ADMIN_URL, TEST_ADMIN_PASSWORD, TEST_AUDIT_HMAC_KEYS, TEST_INDEX_HTML } from './test-settings';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR whose `pgdata` is an embedded database after a first start (migrated, seeded, first administrator). */
    pgliteTemplateDir: string;
    /** The name of a PostgreSQL database after a first start, with no open connection, to copy with TEMPLATE. */
    postgresTemplate: string;
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** One real first start of the server on `env`, closed again: what every copied database then holds. */
async function firstStart(env: Record<string, string>): Promise<void> {
  const app = await createServer(
    loadConfig({
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      PAYMENT_DEADLINE_JOB: 'false',
      JWT_SECRET: 'x'.repeat(32),
      AUDIT_HMAC_KEYS: TEST_AUDIT_HMAC_KEYS,
      ...env,
    }),
  );
  await app.close();
}

/**
 * Starting a fresh database costs each suite seconds (PGlite's initdb, the migrations, the seed, the first
 * administrator's hash); it is done once per run here, and the suites copy the result (see test-server.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'ico-api-template-'));
  const webDist = path.join(root, 'web');
  const dataDir = path.join(root, 'data');
  const postgresTemplate = `ico_tpl_${randomBytes(6).toString('hex')}`;
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${postgresTemplate}`;
  const teardown = async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`).catch(() => {});
    await rm(root, { recursive: true, force: true });
  };
  try {
    await mkdir(webDist);
    await writeFile(path.join(webDist, 'index.html'), TEST_INDEX_HTML);
    await adminQuery(`CREATE DATABASE ${postgresTemplate}`);
    await Promise.all([
      firstStart({ DATA_DIR: dataDir, WEB_DIST: webDist }),
      firstStart({ DATA_DIR: path.join(root, 'postgres-data'), WEB_DIST: webDist, DATABASE_URL: url.toString() }),
    ]);
    // Only the database is the template: each server makes its own token secret and private-file folder.
    await rm(path.join(dataDir, 'secrets'), { recursive: true, force: true });
    await rm(path.join(dataDir, 'pgdata.lock'), { force: true });
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('pgliteTemplateDir', dataDir);
  project.provide('postgresTemplate', postgresTemplate);
  return teardown;
}
