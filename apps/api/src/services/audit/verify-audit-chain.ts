import type { ChainState } from '@ico/domain/contracts/audit';
import { asc, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import { type ChainCheck, verifyRows } from './audit-chain';

const BATCH = 2_000;

/**
 * Walks the whole audit log in id order, a batch at a time, and answers whether its hash chain is intact or the
 * first row that breaks it. Reads only: the API, the operator's CLI and the tests share it.
 */
export async function verifyAuditChain(db: Database, now: () => Date = () => new Date()): Promise<ChainState> {
  let check: ChainCheck = { checked: 0, lastHash: null, broken: null };
  let after = 0;
  for (;;) {
    const rows = await db.select().from(auditLog).where(gt(auditLog.id, after)).orderBy(asc(auditLog.id)).limit(BATCH);
    check = verifyRows(rows, check);
    if (check.broken || rows.length < BATCH) break;
    after = rows[rows.length - 1]?.id ?? after;
  }
  return {
    intact: check.broken === null,
    checked: check.checked,
    lastHash: check.lastHash,
    broken: check.broken,
    checkedAt: now().toISOString(),
  };
}
