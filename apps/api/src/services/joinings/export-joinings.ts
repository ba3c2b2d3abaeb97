import { bangkokDate } from '@ico/domain/business-days';
import type { JoiningsFilter } from '@ico/domain/contracts/joinings';
import { stringify } from 'csv-stringify/sync';
import { desc, eq } from 'drizzle-orm';
import { joining, user } from '../../db/schema';
import type { UserRow } from '../accounts/user-row';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { offeringOf } from '../offerings/staff-offering';
import { joiningsWhere } from './staff-joining-row';

export const CSV_COLUMNS = ['id', 'status', 'username', 'email', 'name', 'amount', 'tokenAmount', 'address', 'created_at', 'reserved_at'];

/** A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return first) is quoted. */
export const csvSafe = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const nameOf = (owner: UserRow): string =>
  owner.individual === 'corporate' && owner.companyName ? owner.companyName : `${owner.firstNameEN} ${owner.lastNameEN}`.trim();

/**
 * Every joining of an offering matching the filter as CSV (UTF-8 with a BOM, so spreadsheet programs read
 * Thai names), newest first as on screen; the export is audited with its filter and row count.
 */
export async function exportJoinings(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  offeringId: number,
  filter: JoiningsFilter,
  meta: RequestMeta,
  now = new Date(),
): Promise<{ fileName: string; csv: string }> {
  const db = deps.database.db;
  const target = await offeringOf(db, offeringId);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ joining, user })
      .from(joining)
      .innerJoin(user, eq(user.id, joining.userId))
      .where(joiningsWhere(target.id, filter))
      .orderBy(desc(joining.createdAt), desc(joining.id));
    const records = rows.map(({ joining: row, user: owner }) =>
      [
        String(row.id),
        row.status,
        owner.username,
        owner.email,
        nameOf(owner),
        row.amount ?? '',
        row.tokenAmount ?? '',
        row.address ?? '',
        row.createdAt.toISOString(),
        row.reservedAt?.toISOString() ?? '',
      ].map(csvSafe),
    );
    await recordAudit(tx, {
      actorId,
      action: 'joinings.export',
      targetType: 'offering',
      targetId: target.id,
      detail: { status: filter.status ?? null, q: filter.q?.trim() || null, rows: records.length },
      ipAddress: meta.ip,
    });
    return {
      fileName: `joinings-${target.ticker}-${bangkokDate(now)}.csv`,
      csv: `\uFEFF${stringify(records, { header: true, columns: CSV_COLUMNS, record_delimiter: '\r\n' })}`,
    };
  });
}
