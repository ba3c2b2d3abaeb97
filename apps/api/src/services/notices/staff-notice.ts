import type { NoticeAudience } from '@ico/domain/communication';
import type { AdminNotice } from '@ico/domain/contracts/notices';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notice, noticeRead, user } from '../../db/schema';
import { AppError } from '../../errors';

export const columns = {
  id: notice.id,
  audience: notice.audience,
  titleEN: notice.titleEN,
  bodyEN: notice.bodyEN,
  titleTH: notice.titleTH,
  bodyTH: notice.bodyTH,
  authorId: notice.authorId,
  authorUsername: user.username,
  createdAt: notice.createdAt,
  updatedAt: notice.updatedAt,
  reads: sql<number>`(select count(*)::integer from ${noticeRead} where ${noticeRead.noticeId} = ${notice.id})`,
};

type NoticeRow = {
  id: number;
  audience: NoticeAudience;
  titleEN: string;
  bodyEN: string;
  titleTH: string;
  bodyTH: string;
  authorId: number | null;
  authorUsername: string | null;
  createdAt: Date;
  updatedAt: Date;
  reads: number;
};

export function toAdminNotice(row: NoticeRow): AdminNotice {
  return {
    id: row.id,
    audience: row.audience,
    titleEN: row.titleEN,
    bodyEN: row.bodyEN,
    titleTH: row.titleTH,
    bodyTH: row.bodyTH,
    author: row.authorId !== null && row.authorUsername !== null ? { id: row.authorId, username: row.authorUsername } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    reads: Number(row.reads),
  };
}

export async function adminNotice(db: Pick<Database, 'select'>, id: number): Promise<AdminNotice> {
  const [row] = await db.select(columns).from(notice).leftJoin(user, eq(user.id, notice.authorId)).where(eq(notice.id, id));
  if (!row) throw new AppError('NOTICE_NOT_EXIST');
  return toAdminNotice(row);
}
