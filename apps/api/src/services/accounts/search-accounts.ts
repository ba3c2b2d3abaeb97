import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import type { UserSearchQuery } from '@ico/domain/contracts/accounts';
import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { user } from '../../db/schema';
import type { Deps } from '../deps';
import { toSummary } from './user-row';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Investors (not staff), found by a part of the username, e-mail or name, newest first. */
export async function searchUsers(deps: Deps, query: UserSearchQuery) {
  const db = deps.database.db;
  const filters: SQL[] = [isNull(user.role)];
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const match = or(
      ilike(user.username, pattern),
      ilike(user.email, pattern),
      ilike(user.firstNameEN, pattern),
      ilike(user.lastNameEN, pattern),
      ilike(user.firstNameTH, pattern),
      ilike(user.lastNameTH, pattern),
    );
    if (match) filters.push(match);
  }
  if (query.level) filters.push(eq(user.userLevel, query.level));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(user).where(where),
  ]);
  return { results: rows.map(toSummary), count: total?.value ?? 0 };
}
