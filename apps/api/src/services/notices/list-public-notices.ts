import type { Page } from '@ico/domain/communication';
import { PAGE_SIZE } from '@ico/domain/constants';
import type { Notice } from '@ico/domain/contracts/notices';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notice } from '../../db/schema';
import { offsetOf, toNotice } from './notice-view';

/** Visitors: public notices, never read. */
export async function listPublicNotices(db: Database, page: number): Promise<Page<Notice>> {
  const visible = eq(notice.audience, 'PUBLIC');
  const [rows, [total]] = await Promise.all([
    db.select().from(notice).where(visible).orderBy(desc(notice.createdAt), desc(notice.id)).limit(PAGE_SIZE).offset(offsetOf(page)),
    db.select({ n: count() }).from(notice).where(visible),
  ]);
  return { results: rows.map((row) => toNotice(row, false)), count: total?.n ?? 0 };
}
