import type { UpdatedInformation } from '@ico/domain/contracts/messages';
import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { message, notice, noticeRead } from '../../db/schema';
import type { UserRow } from '../accounts/user-row';
import { MEMBER_AUDIENCES } from '../notices/notice-view';

/** The header badges: unread messages, and unread notices as the members' list counts them. */
export async function updatedInformation(db: Database, account: UserRow): Promise<UpdatedInformation> {
  const [[messages], [notices]] = await Promise.all([
    db
      .select({ n: count() })
      .from(message)
      .where(and(eq(message.userId, account.id), eq(message.isRead, false))),
    db
      .select({ n: count() })
      .from(notice)
      .leftJoin(noticeRead, and(eq(noticeRead.noticeId, notice.id), eq(noticeRead.userId, account.id)))
      .where(and(inArray(notice.audience, MEMBER_AUDIENCES), isNull(noticeRead.userId), gt(notice.createdAt, account.createdAt))),
  ]);
  return { newMessage: messages?.n ?? 0, newNotice: notices?.n ?? 0 };
}
