import type { Notice } from '@ico/domain/contracts/notices';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notice, noticeRead } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/user-row';
import { MEMBER_AUDIENCES, toNotice } from './notice-view';

export async function readNotice(db: Database, account: UserRow, id: number): Promise<Notice> {
  const [row] = await db
    .select()
    .from(notice)
    .where(and(eq(notice.id, id), inArray(notice.audience, MEMBER_AUDIENCES)))
    .limit(1);
  if (!row) throw new AppError('NOTICE_NOT_EXIST');
  await db.insert(noticeRead).values({ noticeId: row.id, userId: account.id }).onConflictDoNothing();
  return toNotice(row, true);
}
