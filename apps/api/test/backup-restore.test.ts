import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsServer, call, login, signUp, startAccountsServer, type Tokens } from './support/accounts';
import { JPEG, multipart, PDF } from './support/admin-offerings';
import { runScript } from './support/run-script';
import { createPostgresDatabase, createSuiteStorage, createTempDir, removeDir, type TestDatabase } from './support/test-server';

const run = promisify(execFile);
const ADMIN_CLI = 'apps/api/src/cli/admin.ts';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

type Written = { username: string; password: string; tokens: Tokens; fileId: string; fileBytes: Buffer };

/** An investor signed up through the API, with identity documents uploaded (private files): what a backup must keep. */
async function writeThroughApi(server: AccountsServer): Promise<Written> {
  const account = await signUp(server);
  const tokens = await login(server, account);
  const upload = await multipart(server, 'POST', '/auth/selfie_file/', tokens.access, [
    { field: 'selfiePrivate', data: JPEG, name: 'me.jpg', type: 'image/jpeg' },
    { field: 'IDcard1Private', data: PNG, name: 'front.png' },
    { field: 'IDcard2Private', data: PDF, name: 'back.pdf', type: 'application/pdf' },
  ]);
  expect(upload.status).toBe(200);
  const fileId = await idCardFileId(server, tokens.access);
  const fileBytes = await readPrivateFile(server, tokens.access, fileId);
  return { username: account.username, password: account.password, tokens, fileId, fileBytes };
}

async function idCardFileId(server: Pick<AccountsServer, 'baseUrl'>, access: string): Promise<string> {
  const verification = await call<{ items: { selfieFile: { files: { id: string; field: string }[] } } }>(
    server,
    'GET',
    '/auth/verification/',
    {
      token: access,
    },
  );
  const id = verification.body.items.selfieFile.files.find((file) => file.field === 'IDcard1Private')?.id;
  if (!id) throw new Error(`no ID card file: ${JSON.stringify(verification.body)}`);
  return id;
}

async function readPrivateFile(server: Pick<AccountsServer, 'baseUrl'>, access: string, fileId: string): Promise<Buffer> {
  const response = await fetch(`${server.baseUrl}/api/files/${fileId}/`, { headers: { authorization: `Bearer ${access}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** The restored server answers with what was written before the backup: the session, the account, the file. */
async function expectRestored(server: AccountsServer, written: Written): Promise<void> {
  // The access token signed before the backup still verifies: the token secret came back with the data.
  const me = await call<{ username: string }>(server, 'GET', '/auth/me/', { token: written.tokens.access });
  expect(me.status).toBe(200);
  expect(me.body.username).toBe(written.username);
  const fresh = await login(server, { username: written.username, password: written.password });
  expect(await idCardFileId(server, fresh.access)).toBe(written.fileId);
  expect((await readPrivateFile(server, fresh.access, written.fileId)).equals(written.fileBytes)).toBe(true);
}

describe('backup and restore of the embedded database (npm run admin -- backup | restore)', () => {
  let dataDir: string;
  let work: string;
  let disposeStorage: () => Promise<void>;
  let written: Written;

  beforeAll(async () => {
    const storage = await createSuiteStorage('pglite', 'backup');
    disposeStorage = storage.dispose;
    dataDir = storage.env.DATA_DIR as string;
    work = await createTempDir('backup-files');
    const server = await startAccountsServer('pglite', { DATA_DIR: dataDir });
    try {
      written = await writeThroughApi(server);
      // While the server holds DATA_DIR the backup is refused: its files are being written.
      const refused = await runScript(ADMIN_CLI, ['backup', path.join(work, 'live.tar.gz')], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('stop the server first');
      expect(existsSync(path.join(work, 'live.tar.gz'))).toBe(false);
    } finally {
      await server.close();
    }
  }, 180_000);
  afterAll(async () => {
    await disposeStorage?.();
    if (work) await removeDir(work);
  });

  it('backs up the stopped server, restores into a new DATA_DIR, and a server there answers with the data', async () => {
    const file = path.join(work, 'portal.tar.gz');
    const backup = await runScript(ADMIN_CLI, ['backup', file], { DATA_DIR: dataDir });
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.out).toContain('Backed up pgdata, private-files, secrets');
    // It holds identity documents and the token secret: readable by its owner only.
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // Never over an existing file.
    const again = await runScript(ADMIN_CLI, ['backup', file], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.err).toContain('exists already');

    const restoredDir = path.join(work, 'restored');
    const restore = await runScript(ADMIN_CLI, ['restore', file], { DATA_DIR: restoredDir });
    expect(restore.err).toBe('');
    expect(restore.code).toBe(0);
    expect((await readdir(restoredDir)).sort()).toEqual(['pgdata', 'private-files', 'secrets']);

    const server = await startAccountsServer('pglite', { DATA_DIR: restoredDir });
    try {
      await expectRestored(server, written);
    } finally {
      await server.close();
    }

    // Over data already there only with --force: then the data of the backup replaces it.
    const refused = await runScript(ADMIN_CLI, ['restore', file], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('holds data already');
    expect(refused.err).toContain('--force');
    await rm(path.join(dataDir, 'private-files'), { recursive: true, force: true });
    const forced = await runScript(ADMIN_CLI, ['restore', file, '--force'], { DATA_DIR: dataDir });
    expect(forced.code).toBe(0);
    const wiped = await startAccountsServer('pglite', { DATA_DIR: dataDir });
    try {
      await expectRestored(wiped, written);
    } finally {
      await wiped.close();
    }
  }, 240_000);

  it('refuses what is not a portal backup, and changes nothing', async () => {
    const foreign = path.join(work, 'foreign.tar.gz');
    await writeFile(foreign, 'not a tar archive');
    const target = path.join(work, 'untouched');
    await mkdir(target);
    const answer = await runScript(ADMIN_CLI, ['restore', foreign], { DATA_DIR: target });
    expect(answer.code).toBe(1);
    expect(answer.err).toContain('not a readable backup');
    expect(await readdir(target)).toEqual([]);
    // A link inside the database folder could point the unpacking anywhere: refused before anything is written.
    const crafted = path.join(work, 'crafted');
    await mkdir(path.join(crafted, 'pgdata'), { recursive: true });
    await writeFile(path.join(crafted, 'pgdata', 'PG_VERSION'), '17\n');
    await symlink('/etc', path.join(crafted, 'pgdata', 'etc'));
    const linked = path.join(work, 'linked.tar.gz');
    await tar.c({ gzip: true, file: linked, cwd: crafted }, ['pgdata']);
    const refusedLink = await runScript(ADMIN_CLI, ['restore', linked], { DATA_DIR: target });
    expect(refusedLink.code).toBe(1);
    expect(refusedLink.err).toContain('not part of a portal backup (pgdata/etc)');
    expect(await readdir(target)).toEqual([]);
    const usage = await runScript(ADMIN_CLI, ['restore'], { DATA_DIR: target });
    expect(usage.code).toBe(64);
  }, 60_000);

  it('points to pg_dump when DATABASE_URL is set', async () => {
    const answer = await runScript(ADMIN_CLI, ['backup', path.join(work, 'pg.tar.gz')], {
      DATA_DIR: work,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/none',
    });
    expect(answer.code).toBe(1);
    expect(answer.err).toContain('pg_dump -Fc');
  }, 60_000);
});

/** A PostgreSQL client program, or a failure that says how to get it (never a skipped test). */
async function pgTool(name: 'pg_dump' | 'pg_restore'): Promise<string> {
  try {
    await run(name, ['--version']);
    return name;
  } catch {
    throw new Error(`${name} is not installed: the documented PostgreSQL backup needs it (apt-get install postgresql-client)`);
  }
}

describe('the documented PostgreSQL backup: pg_dump -Fc, then pg_restore into a new database', () => {
  let dataDir: string;
  let work: string;
  let source: TestDatabase;
  let target: TestDatabase | undefined;
  let written: Written;

  beforeAll(async () => {
    dataDir = await createTempDir('pg-backup-data');
    work = await createTempDir('pg-backup-files');
    source = await createPostgresDatabase({ template: true });
    const server = await startAccountsServer('postgres', { DATA_DIR: dataDir, DATABASE_URL: source.url });
    try {
      written = await writeThroughApi(server);
    } finally {
      await server.close();
    }
  }, 180_000);
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
    await removeDir(dataDir);
    await removeDir(work);
  });

  it('restores a dump into an empty database, and a server on it answers with the data', async () => {
    const file = path.join(work, 'portal.dump');
    await run(await pgTool('pg_dump'), ['-Fc', '--no-owner', '-f', file, source.url]);
    target = await createPostgresDatabase();
    await run(await pgTool('pg_restore'), ['--no-owner', '--exit-on-error', '-d', target.url, file]);
    // The old database is gone: only the restored one holds the data now.
    await source.drop();

    const server = await startAccountsServer('postgres', { DATA_DIR: dataDir, DATABASE_URL: target.url });
    try {
      await expectRestored(server, written);
    } finally {
      await server.close();
    }
  }, 240_000);
});
