import type { InboxMessage, Notice, NoticeAudience, Page, UpdatedInformation } from '@ico/domain/communication';
import { PAGE_SIZE } from '@ico/domain/constants';
import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { message, notice, noticeRead } from '../db/schema';
import { AppError } from '../errors';
import type { UserRow } from './users';

/** What an investor reads: the caller's messages and the notices of their audience (spec sections 2 and 7). */

const offsetOf = (page: number) => (page - 1) * PAGE_SIZE;

const toMessage = (row: typeof message.$inferSelect, username: string): InboxMessage => ({
  id: row.id,
  title: row.title,
  message: row.body,
  created_at: row.createdAt.toISOString(),
  isRead: row.isRead,
  to: username,
});

export async function listMessages(db: Database, account: UserRow, page: number): Promise<Page<InboxMessage>> {
  const own = eq(message.userId, account.id);
  const [rows, [total]] = await Promise.all([
    db.select().from(message).where(own).orderBy(desc(message.createdAt), desc(message.id)).limit(PAGE_SIZE).offset(offsetOf(page)),
    db.select({ n: count() }).from(message).where(own),
  ]);
  return { results: rows.map((row) => toMessage(row, account.username)), count: total?.n ?? 0 };
}

/** Opening a message marks it read (once: the first reading time stays). Another user's message is not found. */
export async function readMessage(db: Database, account: UserRow, id: number): Promise<InboxMessage> {
  const [updated] = await db
    .update(message)
    .set({ isRead: true, readAt: sql`coalesce(${message.readAt}, now())` })
    .where(and(eq(message.id, id), eq(message.userId, account.id)))
    .returning();
  if (!updated) throw new AppError('MESSAGE_NOT_EXIST');
  return toMessage(updated, account.username);
}

const MEMBER_AUDIENCES: NoticeAudience[] = ['PUBLIC', 'MEMBERS'];

type NoticeRow = typeof notice.$inferSelect;
const toNotice = (row: NoticeRow, isRead: boolean): Notice => ({
  id: row.id,
  title: row.titleEN,
  message: row.bodyEN,
  titleTH: row.titleTH,
  messageTH: row.bodyTH,
  audience: row.audience as NoticeAudience,
  created_at: row.createdAt.toISOString(),
  isRead,
});

/** Visitors: public notices, never read. */
export async function listPublicNotices(db: Database, page: number): Promise<Page<Notice>> {
  const visible = eq(notice.audience, 'PUBLIC');
  const [rows, [total]] = await Promise.all([
    db.select().from(notice).where(visible).orderBy(desc(notice.createdAt), desc(notice.id)).limit(PAGE_SIZE).offset(offsetOf(page)),
    db.select({ n: count() }).from(notice).where(visible),
  ]);
  return { results: rows.map((row) => toNotice(row, false)), count: total?.n ?? 0 };
}

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
