import type { ClosureStatus } from '@ico/domain/account-closure';
import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import type { StaffClosure } from '@ico/domain/contracts/account-closures';
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accountClosure, joining, user } from '../../db/schema';
import type { Deps } from '../deps';
import { joiningInProgress, toStaffClosure } from './closure-view';

/** Each status as its dates say it (the domain's closureStatus, written as SQL). */
const STATUS_FILTER: Record<ClosureStatus, SQL | undefined> = {
  PENDING: and(isNull(accountClosure.completedAt), isNull(accountClosure.cancelledAt), isNull(accountClosure.deletedAt)),
  COMPLETED: and(isNotNull(accountClosure.completedAt), isNull(accountClosure.cancelledAt), isNull(accountClosure.deletedAt)),
  REFUSED: and(isNotNull(accountClosure.cancelledAt), isNull(accountClosure.deletedAt)),
  DELETED: isNotNull(accountClosure.deletedAt),
};

const staff = alias(user, 'completed_by_user');

/** `GET /admin/closures/`: closure requests, the pending ones first (oldest first), then the rest newest first. */
export async function listAccountClosures(
  deps: Deps,
  query: { page: number; status?: ClosureStatus | undefined; userId?: number | undefined },
): Promise<{ results: StaffClosure[]; count: number }> {
  const db = deps.database.db;
  const filters: (SQL | undefined)[] = [];
  if (query.status) filters.push(STATUS_FILTER[query.status]);
  if (query.userId) filters.push(eq(accountClosure.userId, query.userId));
  const where = and(...filters);
  const inProgress = db
    .select({ value: count() })
    .from(joining)
    .where(and(eq(joining.userId, accountClosure.userId), joiningInProgress));
  const [rows, [total]] = await Promise.all([
    db
      .select({ closure: accountClosure, completedBy: staff.username, inProgress: sql<number>`(${inProgress})::int` })
      .from(accountClosure)
      .leftJoin(staff, eq(staff.id, accountClosure.completedBy))
      .where(where)
      .orderBy(
        sql`case when ${STATUS_FILTER.PENDING} then 0 else 1 end`,
        sql`case when ${STATUS_FILTER.PENDING} then ${accountClosure.requestedAt} end asc`,
        desc(accountClosure.requestedAt),
        desc(accountClosure.id),
      )
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(accountClosure).where(where),
  ]);
  return {
    results: rows.map((row) => toStaffClosure(row.closure, row.completedBy, Number(row.inProgress ?? 0))),
    count: total?.value ?? 0,
  };
}
