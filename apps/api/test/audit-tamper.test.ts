import { readFile } from 'node:fs/promises';
import type { ChainState } from '@ico/domain/contracts/audit';
import type { Joining, JoiningDetail } from '@ico/domain/contracts/joinings';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, resultRows, type Tx } from '../src/db/client';
import { auditLog, joining } from '../src/db/schema';
import { anchorAuditHead } from '../src/services/audit/anchor-audit-head';
import { rowHash, rowMac, verifyRows } from '../src/services/audit/audit-chain';
import { recordAudit } from '../src/services/audit/record-audit';
import { sealWithAuditKeys } from '../src/services/audit/seal-audit-log';
import { promptPayPayload } from '../src/services/joinings/joining-view';
import { type AccountsServer, call, type StaffAccount, staffMember, startAccountsServer } from './support/accounts';
import { insertJoining, insertOffering } from './support/admin-offerings';
import { createInvestor } from './support/offerings';
import { runScript } from './support/run-script';
import { createDataDir, DATABASES, type DatabaseKind, removeDir, startTestServer, TEST_AUDIT_HMAC_KEYS } from './support/test-server';

type AuditRow = typeof auditLog.$inferSelect;

/** `npm run audit:verify` as the operator runs it on the server host, with the server's key and anchor file. */
const runVerify = (env: Record<string, string>) =>
  runScript('apps/api/src/cli/audit-verify.ts', [], { AUDIT_HMAC_KEYS: TEST_AUDIT_HMAC_KEYS, ...env });

/** What a superuser or the table's owner can do: switch the append-only trigger off for one transaction. */
async function pastTheTrigger(db: Database, work: (tx: Tx) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_log disable trigger user`);
    await work(tx);
    await tx.execute(sql`alter table audit_log enable trigger user`);
  });
}

/**
 * The attack of issue 29: one row's detail changed and every hash from it on computed again with the product's own
 * rowHash, so the hash chain alone is whole. Answers the rows as they were, for `putBack`.
 */
async function rewriteFrom(db: Database, target: AuditRow): Promise<AuditRow[]> {
  const original = await db.select().from(auditLog).where(gte(auditLog.id, target.id)).orderBy(asc(auditLog.id));
  await pastTheTrigger(db, async (tx) => {
    let prevHash = target.prevHash;
    for (const row of original) {
      const detail = row.id === target.id ? { ...row.detail, amount: '1', forged: true } : row.detail;
      const hash = rowHash({ ...row, detail }, prevHash);
      await tx.update(auditLog).set({ detail, prevHash, hash }).where(eq(auditLog.id, row.id));
      prevHash = hash;
    }
  });
  return original;
}

async function putBack(db: Database, rows: readonly AuditRow[]): Promise<void> {
  await pastTheTrigger(db, async (tx) => {
    for (const row of rows) {
      const [kept] = await tx.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.id, row.id));
      if (kept) await tx.update(auditLog).set(row).where(eq(auditLog.id, row.id));
      else await tx.insert(auditLog).values(row);
    }
  });
}

describe.each(DATABASES)('the database administrator against the audit log and the money columns (%s)', (database: DatabaseKind) => {
  let server: AccountsServer;
  let compliance: StaffAccount;
  let operations: StaffAccount;

  beforeAll(async () => {
    server = await startAccountsServer(database);
    [compliance, operations] = await Promise.all([staffMember(server, 'compliance'), staffMember(server, 'operations')]);
  }, 120_000);
  afterAll(() => server?.close());

  const db = () => server.app.database.db;
  const allRows = () => db().select().from(auditLog).orderBy(asc(auditLog.id));
  const chainState = async () => (await call<ChainState>(server, 'GET', '/admin/audit/chain/', { token: compliance.tokens.access })).body;
  const anchorFile = () => server.config.auditAnchor.file ?? '';
  /** The anchor job's own run (it also runs on a timer and when the server stops). */
  const anchorNow = async () => {
    const anchor = await anchorAuditHead(server.app, null);
    if (!anchor) throw new Error('the head was not anchored');
    return anchor;
  };
  const someRows = async (count: number) => {
    for (let index = 0; index < count; index += 1)
      await recordAudit(db(), {
        actorId: compliance.id,
        action: 'credit.confirm',
        targetType: 'credit',
        targetId: index,
        detail: { amount: '50000' },
      });
  };
  /** PostgreSQL serves the operator's command while the server runs (the embedded database: see the suite below). */
  const cliOnPostgres = async () =>
    database === 'postgres' ? runVerify({ DATABASE_URL: server.config.databaseUrl ?? '', AUDIT_ANCHOR_FILE: anchorFile() }) : null;

  it('anchors the head to the append-only file, MAC included, and only a head that checks out', async () => {
    await someRows(2);
    const anchor = await anchorNow();
    const [head] = (await allRows()).slice(-1);
    expect(anchor).toMatchObject({ lastId: head?.id, lastHash: head?.hash, keyId: 'test1' });
    const lines = (await readFile(anchorFile(), 'utf8')).trim().split('\n');
    expect(JSON.parse(lines.at(-1) ?? '')).toEqual({
      v: 1,
      lastId: head?.id,
      lastHash: head?.hash,
      at: anchor.at.toISOString(),
      kid: 'test1',
      mac: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The same head is not anchored twice.
    expect(await anchorAuditHead(server.app, null)).toBeNull();
    expect((await chainState()).anchor).toEqual({ id: head?.id, hash: head?.hash, at: anchor.at.toISOString() });
  });

  it("names a chain rewritten with the product's own rowHash (MAC mismatch), in the API and the CLI", async () => {
    await someRows(3);
    await anchorNow();
    const rows = await allRows();
    const target = rows.at(-3);
    if (!target) throw new Error('no rows');
    await rewriteFrom(db(), target);
    try {
      // What npm run audit:verify said before issue 29: the hash chain alone is whole again.
      expect(verifyRows(await allRows()).broken).toBeNull();
      expect(await chainState()).toMatchObject({
        intact: false,
        broken: { id: target.id, action: 'credit.confirm', created_at: target.createdAt.toISOString(), reason: 'mac' },
      });
      // Nor is a rewritten head anchored as if it were good.
      expect(await anchorAuditHead(server.app, null)).toBeNull();
      const run = await cliOnPostgres();
      if (run) {
        expect(run.code).toBe(1);
        expect(run.err).toContain(`Audit log BROKEN at row ${target.id} (credit.confirm, created ${target.createdAt.toISOString()})`);
        expect(run.err).toContain('the chain was REWRITTEN');
      }
      // The administrator also drops every MAC: the start's one-time seal will not put them back.
      await pastTheTrigger(db(), (tx) =>
        tx
          .update(auditLog)
          .set({ mac: null, macKeyId: null, macSealedAt: null })
          .then(() => {}),
      );
      expect(await sealWithAuditKeys(db(), server.config.auditKeys, anchorFile())).toMatchObject({ sealed: false });
      const stripped = await chainState();
      expect(stripped.broken).toMatchObject({ reason: 'unsigned' });
      expect(stripped.broken?.id).toBe(rows[0]?.id);
    } finally {
      await putBack(db(), rows);
    }
    expect(await chainState()).toMatchObject({ intact: true, broken: null });
  });

  it('names a chain rewritten by someone holding the key: the anchored row no longer has its anchored hash', async () => {
    await someRows(2);
    const anchor = await anchorNow();
    const rows = await allRows();
    const target = rows.at(-2);
    if (!target) throw new Error('no rows');
    const original = await db().select().from(auditLog).where(gte(auditLog.id, target.id)).orderBy(asc(auditLog.id));
    await pastTheTrigger(db(), async (tx) => {
      let prevHash = target.prevHash;
      for (const row of original) {
        const detail = row.id === target.id ? { ...row.detail, forged: true } : row.detail;
        const hash = rowHash({ ...row, detail }, prevHash);
        await tx
          .update(auditLog)
          .set({ detail, prevHash, hash, ...rowMac(server.config.auditKeys, { ...row, detail }, hash) })
          .where(eq(auditLog.id, row.id));
        prevHash = hash;
      }
    });
    try {
      expect((await chainState()).broken).toMatchObject({ id: anchor.lastId, reason: 'anchor' });
    } finally {
      await putBack(db(), original);
    }
    expect((await chainState()).intact).toBe(true);
  });

  it('names a truncated chain: the newest rows deleted after they were anchored', async () => {
    await someRows(3);
    const anchor = await anchorNow();
    const tail = (await allRows()).slice(-2);
    const first = tail[0];
    if (!first) throw new Error('no rows');
    await pastTheTrigger(db(), (tx) =>
      tx
        .delete(auditLog)
        .where(gte(auditLog.id, first.id))
        .then(() => {}),
    );
    try {
      const state = await chainState();
      // What is left is a whole chain with valid MACs: only the anchor shows the cut.
      expect(state.checked).toBeGreaterThan(0);
      expect(state).toMatchObject({ intact: false, broken: { id: anchor.lastId, action: null, created_at: null, reason: 'truncated' } });
      const run = await cliOnPostgres();
      if (run) {
        expect(run.code).toBe(1);
        expect(run.err).toContain(`Audit log BROKEN at row ${anchor.lastId}: the log ends before this row`);
        expect(run.err).toContain('TRUNCATED');
      }
    } finally {
      await putBack(db(), tail);
    }
    expect((await chainState()).intact).toBe(true);
  });

  it('names a row appended by hand after the last anchor; a row the application appends after it is fine', async () => {
    await someRows(1);
    const anchor = await anchorNow();
    const [last] = (await allRows()).slice(-1);
    if (!last?.hash) throw new Error('no rows');
    const [next] = resultRows<{ id: string }>(await db().execute(sql`select nextval(pg_get_serial_sequence('audit_log', 'id')) as id`));
    // Inserting is what the trigger allows: a row linked with the product's own hash function, without a MAC.
    const forged = {
      id: Number(next?.id),
      actorId: compliance.id,
      action: 'proposal.approve',
      targetType: 'proposal',
      targetId: '999',
      detail: { kind: 'joining.status', to: 'PAYMNENT_CONFIRMED' },
      ipAddress: '127.0.0.1',
      createdAt: new Date(),
    };
    const hash = rowHash(forged, last.hash);
    await db()
      .insert(auditLog)
      .values({ ...forged, prevHash: last.hash, hash });
    try {
      expect(await chainState()).toMatchObject({
        intact: false,
        broken: { id: forged.id, action: 'proposal.approve', reason: 'unsigned' },
      });
      const run = await cliOnPostgres();
      if (run) {
        expect(run.code).toBe(1);
        expect(run.err).toContain(`Audit log BROKEN at row ${forged.id} (proposal.approve`);
        expect(run.err).toContain('APPENDED BY HAND');
        expect(run.err).toContain(`It comes after the last anchor: row ${anchor.lastId}`);
      }
      // A made-up MAC does no better.
      await pastTheTrigger(db(), (tx) =>
        tx
          .update(auditLog)
          .set({ mac: 'f'.repeat(64), macKeyId: 'test1' })
          .where(eq(auditLog.id, forged.id))
          .then(() => {}),
      );
      expect((await chainState()).broken).toMatchObject({ id: forged.id, reason: 'mac' });
    } finally {
      await pastTheTrigger(db(), (tx) =>
        tx
          .delete(auditLog)
          .where(eq(auditLog.id, forged.id))
          .then(() => {}),
      );
    }
    await someRows(1);
    expect(await chainState()).toMatchObject({ intact: true, broken: null, anchor: { id: anchor.lastId } });
  });

  describe('money columns of a joining', () => {
    const view = (token: string, id: number) => call<JoiningDetail>(server, 'GET', `/icoportal/joinings/${id}/`, { token });
    const list = (token: string) => call<Joining[]>(server, 'GET', '/icoportal/joinings/', { token });
    const setStatus = (id: number, to: string) =>
      call(server, 'POST', `/admin/joinings/${id}/status/`, { token: operations.tokens.access, json: { to } });
    const alarms = (joiningId: number) =>
      db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'joining.money.mismatch'), eq(auditLog.targetId, String(joiningId))));

    it('a pinned PromptPay ID edited in SQL is never shown: no QR code, the investor told to wait, staff alerted once', async () => {
      const ico = await insertOffering(server);
      const investor = await createInvestor(server);
      const row = await insertJoining(server, {
        userId: investor.id,
        offeringId: ico.id,
        status: 'RESERVATION_CONFIRMED',
        amount: '20000',
      });
      expect((await setStatus(row.id, 'WAITING_FOR_PAYMENT')).status).toBe(200);
      const before = (await view(investor.token, row.id)).body;
      expect(before).toMatchObject({
        paymentHeld: false,
        promptPayId: '0812345678',
        amount: '20000',
        qrcode: promptPayPayload('0812345678', '20000'),
      });
      const [pinned] = await db().select().from(joining).where(eq(joining.id, row.id));
      expect(pinned).toMatchObject({
        payPromptPayId: '0812345678',
        moneyMacKeyId: 'test1',
        moneyMac: expect.stringMatching(/^[0-9a-f]{64}$/),
      });

      // The attack: the database administrator points the pinned terms at their own PromptPay ID.
      await db().execute(sql`update joining set pay_promptpay_id = '0899999999' where id = ${row.id}`);
      const detail = await view(investor.token, row.id);
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({
        id: row.id,
        status: 'WAITING_FOR_PAYMENT',
        paymentHeld: true,
        qrcode: null,
        promptPayId: null,
        payeeAccount: null,
        amount: null,
        paymentMethod: null,
        share: null,
      });
      const listed = await list(investor.token);
      expect(listed.body.find((entry) => entry.id === row.id)).toMatchObject({ paymentHeld: true, qrcode: null, promptPayId: null });
      for (const body of [detail.body, listed.body]) expect(JSON.stringify(body)).not.toContain('0899999999');
      // Staff see one audit row however often the investor looks.
      const [alarm, ...more] = await alarms(row.id);
      expect(more).toEqual([]);
      expect(alarm).toMatchObject({
        actorId: null,
        targetType: 'joining',
        detail: { check: 'mismatch', place: 'investor view', userId: investor.id },
      });

      // The terms put back as the application wrote them: shown again.
      await db().execute(sql`update joining set pay_promptpay_id = '0812345678' where id = ${row.id}`);
      expect((await view(investor.token, row.id)).body).toMatchObject({ paymentHeld: false, qrcode: before.qrcode });
      expect((await chainState()).intact).toBe(true);
    });

    it('terms planted before the payment period opens are not sealed by the status change that would have pinned them', async () => {
      const ico = await insertOffering(server);
      const investor = await createInvestor(server);
      const row = await insertJoining(server, { userId: investor.id, offeringId: ico.id, status: 'RESERVATION_CONFIRMED', amount: '5000' });
      await db().execute(
        sql`update joining set pay_promptpay_id = '0899999999', pay_amount = 5000, pay_terms_pinned_at = now() where id = ${row.id}`,
      );
      expect((await setStatus(row.id, 'WAITING_FOR_PAYMENT')).status).toBe(200);
      const detail = (await view(investor.token, row.id)).body;
      expect(detail).toMatchObject({ status: 'WAITING_FOR_PAYMENT', paymentHeld: true, qrcode: null, promptPayId: null });
      expect(await alarms(row.id)).toHaveLength(1);
    });

    it('an amount edited in SQL: no receipt and no statement (PAYMENT_DETAILS_HELD), one alarm for the tampered state', async () => {
      const ico = await insertOffering(server);
      const investor = await createInvestor(server);
      const row = await insertJoining(server, { userId: investor.id, offeringId: ico.id, status: 'PAYMNENT_CONFIRMED', amount: '30000' });
      await db().execute(sql`update joining set amount = 3000 where id = ${row.id}`);
      const receipt = await call(server, 'GET', `/icoportal/joinings/${row.id}/receipt/`, { token: investor.token });
      expect([receipt.status, receipt.body]).toEqual([409, { message: 'PAYMENT_DETAILS_HELD' }]);
      const statement = await call(server, 'GET', '/icoportal/joinings/statement/', { token: investor.token });
      expect([statement.status, statement.body]).toEqual([409, { message: 'PAYMENT_DETAILS_HELD' }]);
      expect((await alarms(row.id)).map((alarm) => alarm.detail)).toEqual([
        expect.objectContaining({ check: 'mismatch', place: 'receipt' }),
      ]);
    });
  });
});

describe('npm run audit:verify on a stopped embedded database', () => {
  it('names the rewritten row and the truncation against the anchor the server wrote when it stopped', async () => {
    const dataDir = await createDataDir('tamper-cli');
    try {
      const server = await startTestServer({ database: 'pglite', env: { DATA_DIR: dataDir } });
      try {
        for (const n of [1, 2, 3]) await recordAudit(server.app.database.db, { actorId: null, action: 'credit.confirm', detail: { n } });
      } finally {
        await server.close();
      }
      const anchors = (await readFile(`${dataDir}/audit-anchors.jsonl`, 'utf8')).trim().split('\n');
      const anchored = JSON.parse(anchors.at(-1) ?? '{}') as { lastId: number };
      const intact = await runVerify({ DATA_DIR: dataDir });
      expect(intact.code).toBe(0);
      expect(intact.out).toContain(`last anchor: row ${anchored.lastId} at `);

      const handle = await openDatabase({ databaseUrl: undefined, dataDir, poolSize: 1 });
      let target: AuditRow | undefined;
      let original: AuditRow[] = [];
      try {
        target = (await handle.db.select().from(auditLog).orderBy(asc(auditLog.id))).at(-2);
        if (!target) throw new Error('no rows');
        original = await rewriteFrom(handle.db, target);
      } finally {
        await handle.close();
      }
      const rewritten = await runVerify({ DATA_DIR: dataDir });
      expect(rewritten.code).toBe(1);
      expect(rewritten.err).toContain(`Audit log BROKEN at row ${target.id} (credit.confirm, created ${target.createdAt.toISOString()})`);
      expect(rewritten.err).toContain('its MAC does not match (the chain was REWRITTEN');

      const again = await openDatabase({ databaseUrl: undefined, dataDir, poolSize: 1 });
      try {
        await putBack(again.db, original);
        await pastTheTrigger(again.db, (tx) =>
          tx
            .delete(auditLog)
            .where(eq(auditLog.id, anchored.lastId))
            .then(() => {}),
        );
      } finally {
        await again.close();
      }
      const truncated = await runVerify({ DATA_DIR: dataDir });
      expect(truncated.code).toBe(1);
      expect(truncated.err).toContain(
        `Audit log BROKEN at row ${anchored.lastId}: the log ends before this row, which the anchor file recorded`,
      );
    } finally {
      await removeDir(dataDir);
    }
  }, 120_000);

  it('refuses to check without the key, as a configuration error naming what is missing', async () => {
    const dataDir = await createDataDir('tamper-nokey');
    try {
      const run = await runScript('apps/api/src/cli/audit-verify.ts', [], { DATA_DIR: dataDir });
      expect(run.code).toBe(78);
      expect(run.err).toContain('No audit key: AUDIT_HMAC_KEYS is not set and');
      const short = await runScript('apps/api/src/cli/audit-verify.ts', [], { DATA_DIR: dataDir, AUDIT_HMAC_KEYS: 'k1:c2hvcnQ=' });
      expect(short.code).toBe(78);
      expect(short.err).toContain('AUDIT_HMAC_KEYS: key "k1" has 5 bytes; each key needs at least 32 random bytes');
    } finally {
      await removeDir(dataDir);
    }
  });
});
