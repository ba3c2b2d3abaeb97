import { BANGKOK_UTC_OFFSET_MINUTES } from '@ico/domain/constants';
import type { AuditExportQuery } from '@ico/domain/contracts/audit';
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { auditLog, user } from '../../db/schema';
import type { Deps, RequestMeta } from '../deps';
import { csvSafe } from '../joinings/export-joinings';
import { recordAudit } from './record-audit';

export const AUDIT_CSV_COLUMNS = [
  'id',
  'created_at',
  'actor_id',
  'actor',
  'action',
  'target_type',
  'target_id',
  'detail',
  'ip_address',
  'prev_hash',
  'hash',
];

const DAY_MS = 86_400_000;
const OFFSET_MS = BANGKOK_UTC_OFFSET_MINUTES * 60_000;

/** The first instant of a Bangkok calendar day. */
const bangkokMidnight = (date: string): Date => new Date(Date.parse(`${date}T00:00:00Z`) - OFFSET_MS);

/**
 * The audit rows of a Bangkok date range (both days included) as CSV, oldest first as the chain runs, with each
 * row's hashes so an auditor can check the chain outside the portal. UTF-8 with a BOM (spreadsheets then read
 * Thai); cells a spreadsheet would run as a formula are quoted. The export is audited, after the rows are read.
 */
export async function exportAudit(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  range: AuditExportQuery,
  meta: RequestMeta,
): Promise<{ fileName: string; csv: string }> {
  return deps.database.db.transaction(async (tx) => {
    const rows = await tx
      .select({ entry: auditLog, actor: user.username })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorId))
      .where(
        and(
          gte(auditLog.createdAt, bangkokMidnight(range.from)),
          lt(auditLog.createdAt, new Date(bangkokMidnight(range.to).getTime() + DAY_MS)),
        ),
      )
      .orderBy(asc(auditLog.id));
    const records = rows.map(({ entry, actor }) =>
      [
        String(entry.id),
        entry.createdAt.toISOString(),
        entry.actorId === null ? '' : String(entry.actorId),
        actor ?? '',
        entry.action,
        entry.targetType ?? '',
        entry.targetId ?? '',
        JSON.stringify(entry.detail),
        entry.ipAddress ?? '',
        entry.prevHash ?? '',
        entry.hash ?? '',
      ].map(csvSafe),
    );
    await recordAudit(tx, {
      actorId,
      action: 'audit.export',
      targetType: 'audit_log',
      detail: { from: range.from, to: range.to, rows: records.length },
      ipAddress: meta.ip,
    });
    return {
      fileName: `audit-${range.from}-${range.to}.csv`,
      csv: `\uFEFF${stringify(records, { header: true, columns: AUDIT_CSV_COLUMNS, record_delimiter: '\r\n' })}`,
    };
  });
}
