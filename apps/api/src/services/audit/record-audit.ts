import type { AuditAction } from '@ico/domain/staff';
import { desc, sql } from 'drizzle-orm';
import { type Database, resultRows, type Tx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { rowHash, rowMac } from './audit-chain';
import { auditKeys } from './audit-keys';

export type AuditEvent = {
  actorId: number | null;
  action: AuditAction;
  targetType?: string;
  targetId?: string | number;
  detail?: Record<string, unknown>;
  ipAddress?: string;
};

/**
 * The transaction-scoped advisory lock every writer of the audit log holds from reading the last row to its
 * commit, so ids, timestamps and the chain's order agree and two writers never link to the same row (ADR 0011).
 */
export const AUDIT_CHAIN_LOCK_KEY = 7_231_905_119;

export async function lockAuditChain(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK_KEY})`);
}

/** The hash of the newest row (by id), null on an empty log. */
export async function lastAuditHash(tx: Tx): Promise<string | null> {
  const [last] = await tx.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return last?.hash ?? null;
}

const isTransaction = (db: Database | Tx): db is Tx => 'rollback' in db;

async function appendRow(tx: Tx, event: AuditEvent): Promise<void> {
  await lockAuditChain(tx);
  const prevHash = await lastAuditHash(tx);
  const [next] = resultRows<{ id: string | number }>(
    await tx.execute(sql`select nextval(pg_get_serial_sequence('audit_log', 'id')) as id`),
  );
  const row = {
    id: Number(next?.id),
    actorId: event.actorId,
    action: event.action,
    targetType: event.targetType ?? null,
    targetId: event.targetId === undefined ? null : String(event.targetId),
    // What jsonb will give back: no undefined values, dates as text.
    detail: JSON.parse(JSON.stringify(event.detail ?? {})) as Record<string, unknown>,
    ipAddress: event.ipAddress ?? null,
    // Set here, not by the column default, so the hashed instant is the stored one (milliseconds, as Date keeps).
    createdAt: new Date(),
  };
  const hash = rowHash(row, prevHash);
  // The MAC, with a key the database does not hold, is what a database administrator cannot recompute (ADR 0027).
  await tx.insert(auditLog).values({ ...row, prevHash, hash, ...rowMac(auditKeys(), row, hash) });
}

/**
 * Appends one row to the audit log, chained to the row before it; called inside the transaction of the action it
 * records (outside one, it opens its own).
 */
export async function recordAudit(db: Database | Tx, event: AuditEvent): Promise<void> {
  if (isTransaction(db)) return appendRow(db, event);
  await db.transaction((tx) => appendRow(tx, event));
}
