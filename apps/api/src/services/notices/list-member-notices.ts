import type { Page } from '@ico/domain/communication';
import { PAGE_SIZE } from '@ico/domain/constants';
import type { Notice } from '@ico/domain/contracts/notices';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notice, noticeRead } from '../../db/schema';
import type { UserRow } from '../accounts/user-row';
import { MEMBER_AUDIENCES, offsetOf, toNotice } from './notice-view';

/**
 * Members: public and members' notices. A notice counts as read once opened, and notices published before the
 * account existed count as read (a new member is not greeted by years of old news as unread).
 */
export async function listMemberNotices(db: Database, account: UserRow, page: number): Promise<Page<Notice>> {
  const visible = inArray(notice.audience, MEMBER_AUDIENCES);
  const [rows, [total]] = await Promise.all([
    db
      .select({ notice, readAt: noticeRead.readAt })
      .from(notice)
      .leftJoin(noticeRead, and(eq(noticeRead.noticeId, notice.id), eq(noticeRead.userId, account.id)))
      .where(visible)
      .orderBy(desc(notice.createdAt), desc(notice.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(notice).where(visible),
  ]);
  return {
    results: rows.map((row) => toNotice(row.notice, row.readAt !== null || row.notice.createdAt < account.createdAt)),
    count: total?.n ?? 0,
  };
}
