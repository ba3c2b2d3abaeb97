import type { Page } from '@ico/domain/communication';
import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import type { AdminNotice } from '@ico/domain/contracts/notices';
import { count, desc, eq } from 'drizzle-orm';
import { notice, user } from '../../db/schema';
import type { Deps } from '../deps';
import { columns, toAdminNotice } from './staff-notice';

/** Every notice (both audiences), newest first, with its author and how many members opened it. */
export async function listAdminNotices(deps: Pick<Deps, 'database'>, page: number): Promise<Page<AdminNotice>> {
  const db = deps.database.db;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(notice)
      .leftJoin(user, eq(user.id, notice.authorId))
      .orderBy(desc(notice.createdAt), desc(notice.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(notice),
  ]);
  return { results: rows.map(toAdminNotice), count: total?.value ?? 0 };
}
