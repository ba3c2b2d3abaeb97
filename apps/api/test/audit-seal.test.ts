import { COMPANY } from '@ico/domain/company';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { auditLog, joining } from '../src/db/schema';
import { checkJoiningMoney } from '../src/security/money-mac';
import { anchorAuditHead } from '../src/services/audit/anchor-audit-head';
import { rowHash } from '../src/services/audit/audit-chain';
import { verifyAuditChain } from '../src/services/audit/verify-audit-chain';
import { startAccountsServer } from './support/accounts';
import { insertInvestor, insertOffering } from './support/admin-offerings';
import { runScript } from './support/run-script';
import { createTempDir, removeDir, startTestServer, TEST_AUDIT_HMAC_KEYS, type TestServer } from './support/test-server';

describe('the first start with the audit keys (ADR 0027)', () => {
  it('MACs the rows and joinings written before the keys once, says so, and never again', async () => {
    const dataDir = await createTempDir('seal-keys');
    try {
      // A database as the code before issue 29 left it: chained audit rows without MACs, a reservation without one.
      const handle = await openDatabase({ databaseUrl: undefined, dataDir, poolSize: 1 });
      let joiningId = 0;
      try {
        await handle.migrate();
        let prevHash: string | null = null;
        for (const [index, action] of (['admin.bootstrap', 'staff.login', 'joining.status'] as const).entries()) {
          const row = {
            id: index + 1,
            actorId: null,
            action,
            targetType: null,
            targetId: null,
            detail: { n: index },
            ipAddress: null,
            createdAt: new Date(Date.now() - 60_000 + index),
          };
          const hash = rowHash(row, prevHash);
          await handle.db.insert(auditLog).values({ ...row, prevHash, hash });
          prevHash = hash;
        }
        await handle.db.execute(sql`select setval(pg_get_serial_sequence('audit_log', 'id'), 3)`);
        const asServer = { app: { database: { db: handle.db } } } as unknown as TestServer;
        const ico = await insertOffering(asServer, {}, { whitePaper: false });
        const investor = await insertInvestor(asServer);
        const [legacy] = await handle.db
          .insert(joining)
          .values({
            userId: investor.id,
            offeringId: ico.id,
            status: 'WAITING_FOR_PAYMENT',
            amount: '25000',
            payPromptPayId: '0812345678',
            payAmount: '25000',
            payTermsPinnedAt: new Date(),
          })
          .returning();
        joiningId = legacy?.id ?? 0;
      } finally {
        await handle.close();
      }

      const first = await startTestServer({ database: 'pglite', env: { DATA_DIR: dataDir } });
      let sealedRows: (typeof auditLog.$inferSelect)[] = [];
      try {
        const db = first.app.database.db;
        sealedRows = await db.select().from(auditLog).orderBy(asc(auditLog.id));
        expect(sealedRows.slice(0, 3).map((row) => [row.macKeyId, row.macSealedAt instanceof Date])).toEqual([
          ['test1', true],
          ['test1', true],
          ['test1', true],
        ]);
        const seal = sealedRows.find((row) => row.action === 'audit.seal');
        expect(seal).toMatchObject({ macSealedAt: null, detail: { keyId: 'test1', auditRows: 3, firstId: 1, lastId: 3, joinings: 1 } });
        const [sealedJoining] = await db.select().from(joining).where(eq(joining.id, joiningId));
        if (!sealedJoining) throw new Error('no joining');
        expect(checkJoiningMoney(sealedJoining)).toBe('valid');
        expect(await verifyAuditChain(db)).toMatchObject({ intact: true, sealed: { rows: 3 } });
        // The administrator strips the joining's MAC to have a later start seal an edited amount.
        await db.update(joining).set({ moneyMac: null, moneyMacKeyId: null, amount: '1' }).where(eq(joining.id, joiningId));
      } finally {
        await first.close();
      }

      const verified = await runScript('apps/api/src/cli/audit-verify.ts', [], {
        DATA_DIR: dataDir,
        AUDIT_HMAC_KEYS: TEST_AUDIT_HMAC_KEYS,
      });
      expect(verified.code).toBe(0);
      expect(verified.out).toContain("3 rows were written before the audit keys and MAC'd at the first start with them");

      const second = await startTestServer({ database: 'pglite', env: { DATA_DIR: dataDir } });
      try {
        const db = second.app.database.db;
        const [stripped] = await db.select().from(joining).where(eq(joining.id, joiningId));
        if (!stripped) throw new Error('no joining');
        expect(checkJoiningMoney(stripped)).toBe('missing');
        const rows = await db.select().from(auditLog).orderBy(asc(auditLog.id));
        expect(rows.slice(0, sealedRows.length)).toEqual(sealedRows);
        expect(rows.filter((row) => row.action === 'audit.seal')).toHaveLength(1);
      } finally {
        await second.close();
      }
    } finally {
      await removeDir(dataDir);
    }
  }, 120_000);

  it("mails the anchor to the compliance officer's address through the outbox", async () => {
    const server = await startAccountsServer('pglite', { AUDIT_ANCHOR_FILE: 'none', AUDIT_ANCHOR_EMAIL: 'compliance-officer@example.com' });
    try {
      const anchor = await anchorAuditHead(server.app, null);
      if (!anchor) throw new Error('not anchored');
      const mail = await server.mailbox.waitFor('compliance-officer@example.com', { subject: /audit log anchor/ });
      expect(mail.subject).toBe(`${COMPANY.brand}: audit log anchor, row ${anchor.lastId}`);
      expect(mail.text).toContain(`is row ${anchor.lastId}, hash ${anchor.lastHash}.`);
      expect(mail.text).toContain(`Anchor MAC (key test1): ${anchor.mac}`);
      expect(mail.text).toContain('บันทึกการตรวจสอบ');
      // The same head is not mailed twice by this process.
      expect(await anchorAuditHead(server.app, anchor)).toBeNull();
    } finally {
      await server.close();
    }
  });
});
