import type { AdminNotice, NoticeAudience, NoticeInput, Page } from '@ico/domain/communication';
import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notice, noticeRead, user } from '../db/schema';
import { AppError, parseId } from '../errors';

import { recordAudit } from './audit';
import type { Deps, RequestMeta } from './deps';

const columns = {
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
  audience: string;
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

function toAdminNotice(row: NoticeRow): AdminNotice {
  return {
    id: row.id,
    audience: row.audience as NoticeAudience,
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

async function adminNotice(db: Pick<Database, 'select'>, id: number): Promise<AdminNotice> {
  const [row] = await db.select(columns).from(notice).leftJoin(user, eq(user.id, notice.authorId)).where(eq(notice.id, id));
  if (!row) throw new AppError('NOTICE_NOT_EXIST');
  return toAdminNotice(row);
}

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

/** Publishes a notice (audited). */
export async function createNotice(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  input: NoticeInput,
  meta: RequestMeta,
): Promise<AdminNotice> {
  return deps.database.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(notice)
      .values({ ...input, authorId: actorId })
      .returning({ id: notice.id });
    if (!created) throw new AppError('INTERNAL_ERROR');
    await recordAudit(tx, {
      actorId,
      action: 'notice.create',
      targetType: 'notice',
      targetId: created.id,
      detail: { audience: input.audience, titleEN: input.titleEN, titleTH: input.titleTH },
      ipAddress: meta.ip,
    });
    return adminNotice(tx, created.id);
  });
}

/** Replaces a notice's audience and texts (audited with the fields that changed); 404 NOTICE_NOT_EXIST. */
export async function updateNotice(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  rawId: string,
  input: NoticeInput,
  meta: RequestMeta,
): Promise<AdminNotice> {
  const id = parseId(rawId, 'NOTICE_NOT_EXIST');
  return deps.database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(notice).where(eq(notice.id, id)).for('update');
    if (!current) throw new AppError('NOTICE_NOT_EXIST');
    const changed = (Object.keys(input) as (keyof NoticeInput)[]).filter((key) => current[key] !== input[key]);
    await tx
      .update(notice)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(notice.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'notice.update',
      targetType: 'notice',
      targetId: id,
      detail: { changed, audience: input.audience, titleEN: input.titleEN },
      ipAddress: meta.ip,
    });
    return adminNotice(tx, id);
  });
}

/** Removes a notice and who read it (audited with what it said); 404 NOTICE_NOT_EXIST. */
export async function deleteNotice(deps: Pick<Deps, 'database'>, actorId: number, rawId: string, meta: RequestMeta): Promise<void> {
  const id = parseId(rawId, 'NOTICE_NOT_EXIST');
  await deps.database.db.transaction(async (tx) => {
    const [removed] = await tx.delete(notice).where(eq(notice.id, id)).returning();
    if (!removed) throw new AppError('NOTICE_NOT_EXIST');
    await recordAudit(tx, {
      actorId,
      action: 'notice.delete',
      targetType: 'notice',
      targetId: id,
      detail: { audience: removed.audience, titleEN: removed.titleEN, titleTH: removed.titleTH },
      ipAddress: meta.ip,
    });
  });
}
