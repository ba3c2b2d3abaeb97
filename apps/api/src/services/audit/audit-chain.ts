import { createHash } from 'node:crypto';
import type { BrokenRow } from '@ico/domain/contracts/audit';

/** The columns of an audit row that its hash covers, as stored. */
export type ChainRow = {
  id: number;
  actorId: number | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  detail: unknown;
  ipAddress: string | null;
  createdAt: Date;
  prevHash: string | null;
  hash: string | null;
};

/** JSON with object keys sorted at every depth, so jsonb's own key order never changes the text. */
export function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : sortedJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${sortedJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The canonical content of a row: a fixed-order JSON array of its columns, the timestamp as ISO text. */
export function canonicalRow(row: Omit<ChainRow, 'prevHash' | 'hash'>): string {
  return sortedJson([
    row.id,
    row.actorId,
    row.action,
    row.targetType,
    row.targetId,
    row.detail ?? {},
    row.ipAddress,
    row.createdAt.toISOString(),
  ]);
}

/** SHA-256 (hex) of the canonical content followed by the previous row's hash (empty for the first row). */
export function rowHash(row: Omit<ChainRow, 'prevHash' | 'hash'>, prevHash: string | null): string {
  return createHash('sha256')
    .update(`${canonicalRow(row)}\n${prevHash ?? ''}`, 'utf8')
    .digest('hex');
}

export type ChainCheck = { checked: number; lastHash: string | null; broken: BrokenRow | null };

/**
 * Checks rows in id order, continuing from `previous` (the hash of the row before the first one, null at the
 * start of the log). Answers the first row whose hash is missing, whose content does not match its hash, or
 * whose link does not name the row before it.
 */
export function verifyRows(rows: readonly ChainRow[], previous: ChainCheck = { checked: 0, lastHash: null, broken: null }): ChainCheck {
  if (previous.broken) return previous;
  let { checked, lastHash } = previous;
  for (const row of rows) {
    const reason = !row.hash ? 'missing' : row.prevHash !== lastHash ? 'link' : rowHash(row, row.prevHash) !== row.hash ? 'content' : null;
    if (reason) {
      return { checked, lastHash, broken: { id: row.id, action: row.action, created_at: row.createdAt.toISOString(), reason } };
    }
    checked += 1;
    lastHash = row.hash;
  }
  return { checked, lastHash, broken: null };
}
