import { createHash } from 'node:crypto';
import type { BrokenRow, ChainBreak } from '@ico/domain/contracts/audit';
import { type AuditKeyRing, checkText, signText } from './audit-keys';

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
  /**
   * HMAC-SHA-256 over the canonical content and the hash, with a key the database does not hold (ADR 0027), and that
   * key's id; `macSealedAt` is set on rows written before the keys, MAC'd once at the first start that had them.
   */
  mac?: string | null;
  macKeyId?: string | null;
  macSealedAt?: Date | null;
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

/** What a row's MAC covers: its canonical content, its hash, and for a sealed row the time it was sealed. */
const macText = (row: Omit<ChainRow, 'prevHash' | 'hash'>, hash: string, sealedAt: Date | null): string =>
  `${canonicalRow(row)}\n${hash}\n${sealedAt?.toISOString() ?? ''}`;

/** The MAC columns of a row with this content and hash, signed with the ring's first key. */
export function rowMac(
  keys: AuditKeyRing,
  row: Omit<ChainRow, 'prevHash' | 'hash'>,
  hash: string,
  sealedAt: Date | null = null,
): { mac: string; macKeyId: string; macSealedAt: Date | null } {
  const { mac, keyId } = signText(keys, 'audit-row', macText(row, hash, sealedAt));
  return { mac, macKeyId: keyId, macSealedAt: sealedAt };
}

/** Why a row's MAC fails, or null when it is valid. */
function macProblem(keys: AuditKeyRing, row: ChainRow & { hash: string }): ChainBreak | null {
  if (!row.mac || !row.macKeyId) return 'unsigned';
  const check = checkText(keys, 'audit-row', row.macKeyId, macText(row, row.hash, row.macSealedAt ?? null), row.mac);
  return check === 'valid' ? null : check === 'unknownKey' ? 'unknownKey' : 'mac';
}

export type ChainCheck = {
  checked: number;
  lastHash: string | null;
  broken: BrokenRow | null;
  /** Rows MAC'd by the start-time seal (written before the keys existed), and when the first of them was sealed. */
  sealedRows?: number;
  sealedAt?: Date | null;
};

/** What the keyed checks need: the keys, and the anchors kept outside the database (row id -> its anchored hash). */
export type ChainContext = {
  keys: AuditKeyRing;
  anchored?: ReadonlyMap<number, string>;
  /** When the first anchor was written: a row sealed after it had its MAC removed and put back by a later start. */
  firstAnchorAt?: Date | null;
};

/**
 * Checks rows in id order, continuing from `previous` (the hash of the row before the first one, null at the
 * start of the log). Answers the first row whose hash is missing, whose content does not match its hash, or
 * whose link does not name the row before it; with `context`, also the first row whose MAC is missing, made with an
 * unknown key or wrong, that was sealed after the log was anchored, or whose hash is not the one an anchor recorded.
 */
export function verifyRows(
  rows: readonly ChainRow[],
  previous: ChainCheck = { checked: 0, lastHash: null, broken: null },
  context?: ChainContext,
): ChainCheck {
  if (previous.broken) return previous;
  let { checked, lastHash } = previous;
  let sealedRows = previous.sealedRows ?? 0;
  let sealedAt = previous.sealedAt ?? null;
  for (const row of rows) {
    const hashed = row.hash;
    let reason: ChainBreak | null = !hashed
      ? 'missing'
      : row.prevHash !== lastHash
        ? 'link'
        : rowHash(row, row.prevHash) !== hashed
          ? 'content'
          : null;
    if (!reason && hashed && context) {
      reason = macProblem(context.keys, { ...row, hash: hashed });
      const sealed = row.macSealedAt ?? null;
      if (!reason && sealed && context.firstAnchorAt && sealed.getTime() > context.firstAnchorAt.getTime()) reason = 'resealed';
      const anchoredHash = context.anchored?.get(row.id);
      if (!reason && anchoredHash !== undefined && anchoredHash !== hashed) reason = 'anchor';
    }
    if (reason) {
      return {
        checked,
        lastHash,
        broken: { id: row.id, action: row.action, created_at: row.createdAt.toISOString(), reason },
        sealedRows,
        sealedAt,
      };
    }
    if (row.macSealedAt) {
      sealedRows += 1;
      sealedAt ??= row.macSealedAt;
    }
    checked += 1;
    lastHash = hashed;
  }
  return { checked, lastHash, broken: null, sealedRows, sealedAt };
}
