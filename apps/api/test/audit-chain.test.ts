import { bangkokDate } from '@ico/domain/business-days';
import type { ChainState } from '@ico/domain/contracts/audit';
import { asc, desc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { auditLog } from '../src/db/schema';
import { recordAudit } from '../src/services/audit/record-audit';
import { verifyAuditChain } from '../src/services/audit/verify-audit-chain';
import { type AccountsServer, call, type StaffAccount, staffMember, startAccountsServer } from './support/accounts';
import { runScript } from './support/run-script';
import {
  createDataDir,
  createPostgresDatabase,
  createTempDir,
  DATABASES,
  type DatabaseKind,
  removeDir,
  startTestServer,
  TEST_AUDIT_HMAC_KEYS,
} from './support/test-server';

const DAY_MS = 86_400_000;

/**
 * Runs `npm run audit:verify`'s program as the operator would, with only the given environment and the suites' audit key;
 * without a DATA_DIR (PostgreSQL) no anchor file, rather than the checkout's ./data.
 */
const runVerify = (env: Record<string, string>) =>
  runScript('apps/api/src/cli/audit-verify.ts', [], {
    AUDIT_HMAC_KEYS: TEST_AUDIT_HMAC_KEYS,
    ...(env.DATA_DIR ? {} : { AUDIT_ANCHOR_FILE: 'none' }),
    ...env,
  });

type TamperMethod = 'session_replication_role' | 'disable trigger';

/**
 * Changes a row as a superuser or the table's owner can: past the append-only trigger. `undo` puts the old detail
 * back the same way (the hash was never touched), so the chain is whole again.
 */
async function tamper(db: Database, id: number, detail: Record<string, unknown>, method: TamperMethod): Promise<void> {
  await db.transaction(async (tx) => {
    if (method === 'session_replication_role') await tx.execute(sql`set local session_replication_role = replica`);
    else await tx.execute(sql`alter table audit_log disable trigger user`);
    await tx.execute(sql`update audit_log set detail = ${JSON.stringify(detail)}::jsonb where id = ${id}`);
    if (method === 'disable trigger') await tx.execute(sql`alter table audit_log enable trigger user`);
  });
}

const refusal = async (work: () => Promise<unknown>) => {
  const error = await work().then(
    () => null,
    (caught: unknown) => caught,
  );
  const texts: string[] = [];
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) texts.push(String((cause as Error).message ?? cause));
  return texts.join(' | ');
};

describe.each(DATABASES)('the audit log hash chain (%s)', (database: DatabaseKind) => {
  let server: AccountsServer;
  let compliance: StaffAccount;
  let support: StaffAccount;

  beforeAll(async () => {
    server = await startAccountsServer(database);
    [compliance, support] = await Promise.all([staffMember(server, 'compliance'), staffMember(server, 'support')]);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.app.database.db;
  const chainState = (token = compliance.tokens.access) => call<ChainState>(server, 'GET', '/admin/audit/chain/', { token });
  const exportCsv = (query: string, token = compliance.tokens.access) =>
    fetch(`${server.baseUrl}/api/admin/audit/export/?${query}`, { headers: { authorization: `Bearer ${token}` } });
  const allRows = () => db().select().from(auditLog).orderBy(asc(auditLog.id));

  it('chains every row written by the application', async () => {
    const rows = await allRows();
    expect(rows.length).toBeGreaterThan(0);
    for (const [index, row] of rows.entries()) {
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.prevHash).toBe(index === 0 ? null : rows[index - 1]?.hash);
    }
  });

  it('refuses UPDATE, DELETE and TRUNCATE of audit_log, and changing a hash once set', async () => {
    const [row] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    const id = row?.id ?? 0;
    expect(await refusal(() => db().execute(sql`update audit_log set action = 'staff.login' where id = ${id}`))).toContain(
      'audit_log is append-only: UPDATE refused',
    );
    expect(await refusal(() => db().execute(sql`update audit_log set hash = ${'0'.repeat(64)} where id = ${id}`))).toContain(
      'append-only: UPDATE refused',
    );
    expect(await refusal(() => db().execute(sql`delete from audit_log where id = ${id}`))).toContain('append-only: DELETE refused');
    expect(await refusal(() => db().execute(sql`truncate audit_log`))).toContain('append-only: TRUNCATE refused');
    expect((await db().select().from(auditLog).where(eq(auditLog.id, id)))[0]).toEqual(row);
  });

  it('does not fork under concurrent audited actions (direct writers and HTTP requests at once)', async () => {
    const before = (await allRows()).length;
    const today = bangkokDate(new Date());
    await Promise.all([
      ...Array.from({ length: 20 }, (_, index) =>
        recordAudit(db(), { actorId: compliance.id, action: 'file.view', targetType: 'test', targetId: index, detail: { index } }),
      ),
      ...Array.from({ length: 8 }, () => exportCsv(`from=${today}&to=${today}`).then((answer) => answer.text())),
    ]);
    const rows = await allRows();
    expect(rows.length).toBe(before + 28);
    const links = rows.map((row) => row.prevHash);
    expect(new Set(links).size).toBe(links.length);
    for (let index = 1; index < rows.length; index += 1) {
      expect(rows[index]?.prevHash).toBe(rows[index - 1]?.hash);
      expect(rows[index]?.createdAt.getTime()).toBeGreaterThanOrEqual(rows[index - 1]?.createdAt.getTime() ?? 0);
    }
    expect(await verifyAuditChain(db())).toMatchObject({ intact: true, checked: rows.length, broken: null, lastHash: rows.at(-1)?.hash });
  });

  it('stores the hashed timestamp exactly (timestamptz round trip)', async () => {
    await recordAudit(db(), { actorId: null, action: 'file.view', detail: { nested: { b: 1, a: [1, 'สอง'] }, at: new Date(0) } });
    const [row] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(row?.detail).toEqual({ nested: { a: [1, 'สอง'], b: 1 }, at: '1970-01-01T00:00:00.000Z' });
    expect((await verifyAuditChain(db())).intact).toBe(true);
  });

  it('GET /admin/audit/chain/: 401 without a session, 403 without audit.read, the state with it', async () => {
    expect((await call(server, 'GET', '/admin/audit/chain/')).status).toBe(401);
    expect((await chainState(support.tokens.access)).status).toBe(403);
    const answer = await chainState();
    const rows = await allRows();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ intact: true, checked: rows.length, lastHash: rows.at(-1)?.hash, broken: null });
    expect(Date.now() - Date.parse(answer.body.checkedAt)).toBeLessThan(60_000);
  });

  it.each<TamperMethod>(['session_replication_role', 'disable trigger'])(
    'a row changed past the trigger (%s) breaks the chain at that row, in the API and the CLI',
    async (method) => {
      const rows = await allRows();
      const target = rows[Math.floor(rows.length / 2)];
      if (!target) throw new Error('no rows');
      await tamper(db(), target.id, { ...target.detail, forged: true }, method);
      try {
        const answer = await chainState();
        expect(answer.body).toMatchObject({
          intact: false,
          broken: { id: target.id, action: target.action, created_at: target.createdAt.toISOString(), reason: 'content' },
        });
        expect(answer.body.checked).toBe(rows.findIndex((row) => row.id === target.id));
        if (database === 'postgres') {
          // PostgreSQL serves the operator's command while the server runs.
          const run = await runVerify({
            DATABASE_URL: server.config.databaseUrl ?? '',
            AUDIT_ANCHOR_FILE: server.config.auditAnchor.file ?? 'none',
          });
          expect(run.code).toBe(1);
          expect(run.err).toContain(`BROKEN at row ${target.id} (${target.action}, created ${target.createdAt.toISOString()})`);
          expect(run.err).toContain('its content does not match its hash');
        }
      } finally {
        await tamper(db(), target.id, target.detail, method);
      }
      expect((await chainState()).body.intact).toBe(true);
    },
  );

  it('a row deleted past the trigger breaks the link of the row after it', async () => {
    await recordAudit(db(), { actorId: null, action: 'file.view', detail: { doomed: true } });
    await recordAudit(db(), { actorId: null, action: 'file.view', detail: { after: true } });
    const [after, doomed] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(2);
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from audit_log where id = ${doomed?.id ?? 0}`);
    });
    try {
      expect((await chainState()).body.broken).toMatchObject({ id: after?.id, reason: 'link' });
    } finally {
      await db().transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        if (doomed) await tx.insert(auditLog).values(doomed);
      });
    }
    expect((await chainState()).body.intact).toBe(true);
  });

  describe('GET /admin/audit/export/', () => {
    it.each([
      ['', { from: 'DATE_REQUIRED', to: 'DATE_REQUIRED' }],
      ['from=2026-13-01&to=2026-12-01', { from: 'DATE_REQUIRED' }],
      ['from=2026-02-30&to=2026-03-01', { from: 'DATE_REQUIRED' }],
      ['from=yesterday&to=2026-03-01', { from: 'DATE_REQUIRED' }],
      ['from=2026-03-02&to=2026-03-01', { to: 'DATE_RANGE_REVERSED' }],
      ['from=2025-01-01&to=2026-01-02', { to: 'DATE_RANGE_TOO_LONG' }],
    ])('?%s: 400 with the field codes', async (query, detail) => {
      const answer = await exportCsv(query);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ message: 'VALIDATION_FAILED', detail });
    });

    it('401 without a session, 403 without audit.read; 366 days is allowed', async () => {
      expect((await fetch(`${server.baseUrl}/api/admin/audit/export/?from=2026-01-01&to=2026-01-02`)).status).toBe(401);
      expect((await exportCsv('from=2026-01-01&to=2026-01-02', support.tokens.access)).status).toBe(403);
      expect((await exportCsv('from=2024-01-01&to=2024-12-31')).status).toBe(200);
    });

    it('answers the rows of the Bangkok date range as CSV with BOM, Thai text, safe formula cells and hashes; audited', async () => {
      await recordAudit(db(), {
        actorId: compliance.id,
        action: 'user.level.change',
        targetType: 'user',
        targetId: '=HYPERLINK("http://evil.test","click")',
        detail: { reason: 'เอกสารครบถ้วน, "ตรวจแล้ว"' },
        ipAddress: '@127.0.0.1',
      });
      const [row] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      const today = bangkokDate(new Date());
      const answer = await exportCsv(`from=${today}&to=${today}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="audit-${today}-${today}.csv"`);
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csv = bytes.subarray(3).toString('utf8');
      const lines = csv.split('\r\n');
      expect(lines[0]).toBe('id,created_at,actor_id,actor,action,target_type,target_id,detail,ip_address,prev_hash,hash');
      const line = lines.find((text) => text.startsWith(`${row?.id},`));
      expect(line).toBe(
        [
          row?.id,
          row?.createdAt.toISOString(),
          compliance.id,
          compliance.username,
          'user.level.change',
          'user',
          `"'=HYPERLINK(""http://evil.test"",""click"")"`,
          `"{""reason"":""เอกสารครบถ้วน, \\""ตรวจแล้ว\\""""}"`,
          "'@127.0.0.1",
          row?.prevHash,
          row?.hash,
        ].join(','),
      );
      const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(audit).toMatchObject({ action: 'audit.export', actorId: compliance.id, targetType: 'audit_log' });
      expect(audit?.detail).toEqual({ from: today, to: today, rows: lines.length - 2 });
      expect((await chainState()).body.intact).toBe(true);
    });

    it('leaves out the rows outside the range (Bangkok days)', async () => {
      const yesterday = bangkokDate(new Date(Date.now() - DAY_MS));
      const csv = await (await exportCsv(`from=2026-01-01&to=${yesterday}`)).text();
      const today = bangkokDate(new Date());
      const rows = csv.split('\r\n').slice(1).filter(Boolean);
      for (const line of rows) expect(bangkokDate(new Date(line.split(',')[1] ?? ''))).not.toBe(today);
      // Read as bytes: text() would drop the BOM.
      const future = Buffer.from(await (await exportCsv('from=2099-01-01&to=2099-01-31')).arrayBuffer()).toString('utf8');
      expect(future).toBe('\uFEFFid,created_at,actor_id,actor,action,target_type,target_id,detail,ip_address,prev_hash,hash\r\n');
    });
  });
});

describe('sealing the rows written before the chain (PGlite, at start)', () => {
  it('chains legacy rows once in id order; later starts change nothing; a hash-less row after the chain is reported', async () => {
    const dataDir = await createTempDir('seal');
    try {
      const handle = await openDatabase({ databaseUrl: undefined, dataDir, poolSize: 1 });
      await handle.migrate();
      // As the code before the chain wrote them: no hash, the time from the column default.
      await handle.db.insert(auditLog).values([
        { actorId: null, action: 'admin.bootstrap', detail: { username: 'admin' } },
        { actorId: 1, action: 'staff.login', detail: {}, ipAddress: '10.0.0.1' },
        {
          actorId: 1,
          action: 'user.level.change',
          targetType: 'user',
          targetId: '5',
          detail: { from: 'VIEWER_LEVEL', to: 'BLOCKED_LEVEL' },
        },
      ]);
      await handle.close();

      const first = await startTestServer({ database: 'pglite', env: { DATA_DIR: dataDir } });
      const sealed = await first.app.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
      expect(sealed.slice(0, 3).map((row) => row.action)).toEqual(['admin.bootstrap', 'staff.login', 'user.level.change']);
      expect(sealed[0]?.prevHash).toBeNull();
      expect(sealed.every((row) => /^[0-9a-f]{64}$/.test(row.hash ?? ''))).toBe(true);
      expect(await verifyAuditChain(first.app.database.db)).toMatchObject({ intact: true, checked: sealed.length });
      // A hash-less row added after the chain (past the application) is not sealed by a later start.
      await first.app.database.db.insert(auditLog).values({ actorId: null, action: 'file.view', detail: { sneaked: true } });
      await first.close();

      const second = await startTestServer({ database: 'pglite', env: { DATA_DIR: dataDir } });
      try {
        const rows = await second.app.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
        expect(rows.slice(0, sealed.length)).toEqual(sealed);
        const sneaked = rows.at(-1);
        expect(sneaked?.hash).toBeNull();
        expect((await verifyAuditChain(second.app.database.db)).broken).toMatchObject({ id: sneaked?.id, reason: 'missing' });
      } finally {
        await second.close();
      }
    } finally {
      await removeDir(dataDir);
    }
  }, 120_000);
});

describe('npm run audit:verify', () => {
  it('on a stopped embedded database: exit 2 while the server runs, 0 when intact, 1 naming a changed row', async () => {
    const dataDir = await createDataDir('verify');
    try {
      const server = await startTestServer({ database: 'pglite', env: { DATA_DIR: dataDir } });
      let rows: (typeof auditLog.$inferSelect)[] = [];
      try {
        await recordAudit(server.app.database.db, { actorId: null, action: 'file.view', detail: { note: 'ก่อนตรวจ' } });
        rows = await server.app.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
        const running = await runVerify({ DATA_DIR: dataDir });
        expect(running.code).toBe(2);
        expect(running.err).toContain('is open in the running server');
      } finally {
        await server.close();
      }

      const intact = await runVerify({ DATA_DIR: dataDir });
      expect([intact.code, intact.err]).toEqual([0, '']);
      // The server anchored its head when it stopped: the check passes through that row.
      expect(intact.out.trim().split('\n')).toEqual([
        `Audit log intact: ${rows.length} rows checked, last hash ${rows.at(-1)?.hash}.`,
        expect.stringMatching(new RegExp(`^Every row carries a valid MAC; last anchor: row ${rows.at(-1)?.id} at `)),
      ]);

      const target = rows.at(-1);
      if (!target) throw new Error('no rows');
      const handle = await openDatabase({ databaseUrl: undefined, dataDir, poolSize: 1 });
      await tamper(handle.db, target.id, { note: 'แก้ไขแล้ว' }, 'disable trigger');
      await handle.close();
      const broken = await runVerify({ DATA_DIR: dataDir });
      expect(broken.code).toBe(1);
      expect(broken.err.trim()).toBe(
        `Audit log BROKEN at row ${target.id} (file.view, created ${target.createdAt.toISOString()}): its content does not match its hash (the row was changed). ${rows.length - 1} rows before it are intact.`,
      );
    } finally {
      await removeDir(dataDir);
    }
  }, 120_000);

  it('on PostgreSQL: exit 0 when intact, 1 naming the row a superuser changed', async () => {
    const created = await createPostgresDatabase({ template: true });
    try {
      const intact = await runVerify({ DATABASE_URL: created.url });
      expect([intact.code, intact.err]).toEqual([0, '']);
      expect(intact.out).toMatch(
        /^Audit log intact: \d+ rows checked, last hash [0-9a-f]{64}\.\nEvery row carries a valid MAC; no anchor yet \(AUDIT_ANCHOR_FILE=none\)/,
      );

      const client = new pg.Client({ connectionString: created.url });
      await client.connect();
      let id = 0;
      try {
        const { rows } = await client.query<{ id: string }>('select id from audit_log order by id limit 1');
        id = Number(rows[0]?.id);
        await client.query('set session_replication_role = replica');
        await client.query(`update audit_log set ip_address = '203.0.113.9' where id = $1`, [id]);
      } finally {
        await client.end();
      }
      const broken = await runVerify({ DATABASE_URL: created.url });
      expect(broken.code).toBe(1);
      expect(broken.err).toMatch(new RegExp(`^Audit log BROKEN at row ${id} \\(`));
      expect(broken.err).toContain('its content does not match its hash');
    } finally {
      await created.drop();
    }
  }, 120_000);

  it('says so when DATA_DIR holds no database', async () => {
    const empty = await createTempDir('verify-empty');
    try {
      const run = await runVerify({ DATA_DIR: empty });
      expect(run.code).toBe(1);
      expect(run.err).toContain('There is no embedded database in DATA_DIR');
    } finally {
      await removeDir(empty);
    }
  });
});
