import { and, asc, eq, isNotNull, isNull, lt, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import { rowHash } from './audit-chain';
import { lockAuditChain } from './record-audit';

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
