import type { AuditAction } from '@ico/domain/staff';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditEvent = {
  actorId: number | null;
  action: AuditAction;
  targetType?: string;
  targetId?: string | number;
  detail?: Record<string, unknown>;
  ipAddress?: string;
};

/** Appends one row to the audit log; called inside the transaction of the action it records. */
export async function recordAudit(db: Pick<Database, 'insert'>, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    actorId: event.actorId,
    action: event.action,
    targetType: event.targetType ?? null,
    targetId: event.targetId === undefined ? null : String(event.targetId),
    detail: event.detail ?? {},
    ipAddress: event.ipAddress ?? null,
  });
}
