import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import { count, desc, isNotNull, sql } from 'drizzle-orm';
import { loginHistory, user } from '../../db/schema';
import type { Deps } from '../deps';
import { grantsOf } from '../staff-proposals/staff-proposal-view';
import { toStaffMember } from './staff-member';

/**
 * `GET /admin/staff/`: every staff member, newest first, with their role, state (enabled or disabled, since, why), last
 * sign-in, the grants a second administrator approved (who proposed, who approved, when) and, for a role that can
 * approve, from when their approvals of money are accepted.
 */
export async function listStaff(deps: Pick<Deps, 'database' | 'config'>, page: number) {
  const db = deps.database.db;
  // Per listed member, read from the (user_id, created_at desc) index: investors' sign-ins are never scanned.
  const lastLoginAt =
    sql<Date | null>`(select max(${loginHistory.createdAt}) from ${loginHistory} where ${loginHistory.userId} = ${user.id})`.mapWith(
      loginHistory.createdAt,
    );
  const [rows, [total]] = await Promise.all([
    db
      .select({ user, lastLoginAt })
      .from(user)
      .where(isNotNull(user.role))
      .orderBy(desc(user.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(user).where(isNotNull(user.role)),
  ]);
  const grants = await grantsOf(
    db,
    rows.map((row) => row.user.id),
  );
  return {
    results: rows.map((row) => toStaffMember(row.user, row.lastLoginAt ?? null, grants.get(row.user.id) ?? [], deps.config)),
    count: total?.value ?? 0,
  };
}
