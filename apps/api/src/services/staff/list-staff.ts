import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import { count, isNotNull } from 'drizzle-orm';
import { user } from '../../db/schema';
import { toSummary } from '../accounts/user-row';
import type { Deps } from '../deps';

export async function listStaff(deps: Deps, page: number) {
  const db = deps.database.db;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(user)
      .where(isNotNull(user.role))
      .orderBy(user.id)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(user).where(isNotNull(user.role)),
  ]);
  return { results: rows.map(toSummary), count: total?.value ?? 0 };
}
