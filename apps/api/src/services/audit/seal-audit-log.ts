import { stat } from 'node:fs/promises';
import { and, asc, eq, isNotNull, isNull, lt, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import { sealJoiningMoney } from '../../security/money-mac';
import { rowHash, rowMac } from './audit-chain';
import type { AuditKeyRing } from './audit-keys';
import { lockAuditChain, recordAudit } from './record-audit';

/**
 * Seals the rows written before the hash chain existed (hash null), once, in id order, at server start after the
 * migrations. Only rows older than the first chained row count as such: a row without a hash after it was put
 * there by hand, and is left for the verification to report. The database allows setting a null hash once and
 * nothing else (the trigger of migration 0007). Answers how many rows were sealed.
 */
export async function sealAuditLog(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await lockAuditChain(tx);
    const [first] = await tx
      .select({ id: min(auditLog.id) })
      .from(auditLog)
      .where(isNotNull(auditLog.hash));
    const legacy = await tx
      .select()
      .from(auditLog)
      .where(first?.id == null ? isNull(auditLog.hash) : and(isNull(auditLog.hash), lt(auditLog.id, first.id)))
      .orderBy(asc(auditLog.id));
    if (legacy.length === 0) return 0;
    let prevHash: string | null = null;
    for (const row of legacy) {
      const hash = rowHash(row, prevHash);
      await tx.update(auditLog).set({ prevHash, hash }).where(eq(auditLog.id, row.id));
      prevHash = hash;
    }
    return legacy.length;
  });
}

/** What the start's key seal did: rows and joinings MAC'd, or those left unsealed because the log was sealed before. */
export type KeySeal =
  | { sealed: true; auditRows: number; joinings: number }
  | { sealed: false; unsealedAuditRows: number; unsealedJoinings: number };

/** An anchor file with anything in it: the log was anchored, so its rows had MACs. */
async function anchoredBefore(file: string | null): Promise<boolean> {
  if (!file) return false;
  try {
    return (await stat(file)).size > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * The first start with the audit keys (ADR 0027), after `sealAuditLog`: audit rows written before the keys (no MAC,
 * older than the first MAC'd row) and joinings with money but no MAC are MAC'd, the rows with their sealing time, and
 * one `audit.seal` row records it, even when there was nothing to seal. That happens once: when the log already holds
 * that row, or the anchor file holds an anchor, rows or joinings without a MAC were stripped of it or written past the
 * application, and are left to fail their checks (answered as `sealed: false` for the start to log).
 */
export async function sealWithAuditKeys(db: Database, keys: AuditKeyRing, anchorFile: string | null): Promise<KeySeal | null> {
  const anchored = await anchoredBefore(anchorFile);
  return db.transaction(async (tx) => {
    await lockAuditChain(tx);
    const [marker] = await tx.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, 'audit.seal')).limit(1);
    const [first] = await tx
      .select({ id: min(auditLog.id) })
      .from(auditLog)
      .where(isNotNull(auditLog.mac));
    const legacy = await tx
      .select()
      .from(auditLog)
      .where(and(isNull(auditLog.mac), isNotNull(auditLog.hash), first?.id == null ? undefined : lt(auditLog.id, first.id)))
      .orderBy(asc(auditLog.id));
    if (marker || anchored) {
      const unsealedJoinings = await sealJoiningMoney(tx, { count: true });
      if (legacy.length === 0 && unsealedJoinings === 0) return null;
      return { sealed: false, unsealedAuditRows: legacy.length, unsealedJoinings };
    }
    const sealedAt = new Date();
    for (const row of legacy) {
      if (!row.hash) continue;
      await tx
        .update(auditLog)
        .set(rowMac(keys, row, row.hash, sealedAt))
        .where(eq(auditLog.id, row.id));
    }
    const joinings = await sealJoiningMoney(tx, { count: false });
    await recordAudit(tx, {
      actorId: null,
      action: 'audit.seal',
      targetType: 'audit_log',
      detail: {
        keyId: keys.signing.id,
        auditRows: legacy.length,
        firstId: legacy[0]?.id ?? null,
        lastId: legacy.at(-1)?.id ?? null,
        joinings,
      },
    });
    return { sealed: true, auditRows: legacy.length, joinings };
  });
}
