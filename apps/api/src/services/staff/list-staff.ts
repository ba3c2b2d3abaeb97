import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import { count, desc, isNotNull, sql } from 'drizzle-orm';
import { loginHistory, user } from '../../db/schema';
import type { Deps } from '../deps';
import { toStaffMember } from './staff-member';

/** `GET /admin/staff/`: every staff member, newest first, with their role, state (enabled or disabled, since, why) and last sign-in. */
export async function listStaff(deps: Deps, page: number) {
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
  return { results: rows.map((row) => toStaffMember(row.user, row.lastLoginAt ?? null)), count: total?.value ?? 0 };
}
