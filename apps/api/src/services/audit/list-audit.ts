import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import type { AuditEntry, AuditQuery } from '@ico/domain/contracts/audit';
import type { AuditAction } from '@ico/domain/staff';
import { count, desc, eq } from 'drizzle-orm';
import { auditLog, user } from '../../db/schema';
import type { Deps } from '../deps';

export async function listAudit(deps: Deps, query: AuditQuery): Promise<{ results: AuditEntry[]; count: number }> {
  const db = deps.database.db;
  const where = query.action ? eq(auditLog.action, query.action) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actor: user.username })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return {
    results: rows.map(({ entry, actor }) => ({
      id: entry.id,
      actor,
      action: entry.action as AuditAction,
      targetType: entry.targetType,
      targetId: entry.targetId,
      detail: entry.detail,
      ipAddress: entry.ipAddress,
      created_at: entry.createdAt.toISOString(),
    })),
    count: total?.value ?? 0,
  };
}
