import type { BrokenRow, ChainState } from '@ico/domain/contracts/audit';
import { asc, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import { type Anchor, readAnchorFile } from './audit-anchors';
import { type ChainCheck, verifyRows } from './audit-chain';
import { type AuditKeyRing, auditKeys } from './audit-keys';

const BATCH = 2_000;

export type VerifyOptions = {
  keys: AuditKeyRing;
  /** The append-only anchor file (AUDIT_ANCHOR_FILE); null: the head is checked against no anchor. */
  anchorFile: string | null;
};

export type AuditVerification = ChainState & {
  /** The anchor the truncation or the rewrite was found against, for the operator's message. */
  lastAnchor: Anchor | null;
};

/**
 * Walks the whole audit log in id order, a batch at a time: every row's hash, link and MAC (with the keys), and the
 * hash of every row an anchor of the anchor file names. Answers whether the log is intact or the first thing that
 * breaks it: a changed, unlinked, unsigned or wrongly signed row, a row sealed after the log was anchored, a row whose
 * hash differs from its anchor, a log that ends before its last anchor (truncated), or a forged anchor. Reads only:
 * the API, the operator's CLI and the tests share it.
 */
export async function verifyAuditChain(
  db: Database,
  options: VerifyOptions = { keys: auditKeys(), anchorFile: null },
  now: () => Date = () => new Date(),
): Promise<AuditVerification> {
  const file = options.anchorFile ? await readAnchorFile(options.anchorFile, options.keys) : { anchors: [], forged: null };
  const anchored = new Map(file.anchors.map((anchor) => [anchor.lastId, anchor.lastHash]));
  const lastAnchor = file.anchors.reduce<Anchor | null>((last, anchor) => (!last || anchor.lastId >= last.lastId ? anchor : last), null);
  const firstAnchorAt = file.anchors.reduce<Date | null>((first, anchor) => (!first || anchor.at < first ? anchor.at : first), null);
  let check: ChainCheck = { checked: 0, lastHash: null, broken: null };
  const seen = new Set<number>();
  let lastId = 0;
  for (;;) {
    const rows = await db.select().from(auditLog).where(gt(auditLog.id, lastId)).orderBy(asc(auditLog.id)).limit(BATCH);
    check = verifyRows(rows, check, { keys: options.keys, anchored, firstAnchorAt });
    for (const row of rows) if (anchored.has(row.id)) seen.add(row.id);
    lastId = rows.at(-1)?.id ?? lastId;
    if (check.broken || rows.length < BATCH) break;
  }
  const broken: BrokenRow | null =
    check.broken ??
    (file.forged ? { id: file.forged.lastId ?? 0, action: null, created_at: null, reason: 'anchorForged' } : null) ??
    missingAnchoredRow(file.anchors, seen, lastId);
  return {
    intact: broken === null,
    checked: check.checked,
    lastHash: check.lastHash,
    broken,
    checkedAt: now().toISOString(),
    anchor: lastAnchor ? { id: lastAnchor.lastId, hash: lastAnchor.lastHash, at: lastAnchor.at.toISOString() } : null,
    sealed: check.sealedRows && check.sealedAt ? { rows: check.sealedRows, at: check.sealedAt.toISOString() } : null,
    lastAnchor,
  };
}

/**
 * An anchored row the walk never met: past the log's last row, the newest rows were deleted (truncated); before it,
 * the row was removed and the rows after it chained again.
 */
function missingAnchoredRow(anchors: readonly Anchor[], seen: ReadonlySet<number>, lastId: number): BrokenRow | null {
  const missing = anchors.filter((anchor) => !seen.has(anchor.lastId)).sort((a, b) => a.lastId - b.lastId);
  const inside = missing.find((anchor) => anchor.lastId <= lastId);
  if (inside) return { id: inside.lastId, action: null, created_at: null, reason: 'anchor' };
  const beyond = missing.at(-1);
  return beyond ? { id: beyond.lastId, action: null, created_at: null, reason: 'truncated' } : null;
}
