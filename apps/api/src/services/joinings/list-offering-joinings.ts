import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import type { JoiningsFilter, StaffJoiningRow } from '@ico/domain/contracts/joinings';
import { count, desc, eq, sql } from 'drizzle-orm';
import { joining, privateFile, user } from '../../db/schema';
import type { Deps } from '../deps';
import { holidaySet } from '../offerings/offering-row';
import { offeringOf } from '../offerings/staff-offering';
import { joiningsWhere, toRow } from './staff-joining-row';

const slipCount = sql<number>`(select count(*) from ${privateFile} where ${privateFile.joiningId} = ${joining.id})::int`.as('slip_count');

/** One page (ADMIN_PAGE_SIZE) of an offering's joinings, newest first, with the total count. */
export async function joiningsPage(
  deps: Pick<Deps, 'database'>,
  offeringId: number,
  query: JoiningsFilter & { page: number },
): Promise<{ results: StaffJoiningRow[]; count: number }> {
  const db = deps.database.db;
  const target = await offeringOf(db, offeringId);
  const where = joiningsWhere(target.id, query);
  const [rows, total, holidays] = await Promise.all([
    db
      .select({ joining, user, slips: slipCount })
      .from(joining)
      .innerJoin(user, eq(user.id, joining.userId))
      .where(where)
      .orderBy(desc(joining.createdAt), desc(joining.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(joining).innerJoin(user, eq(user.id, joining.userId)).where(where),
    holidaySet(db),
  ]);
  return { results: rows.map((row) => toRow(row.joining, row.user, row.slips, holidays)), count: total[0]?.value ?? 0 };
}
