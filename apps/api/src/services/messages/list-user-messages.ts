import type { Page } from '@ico/domain/communication';
import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import type { AdminUserMessage } from '@ico/domain/contracts/messages';
import { count, desc, eq } from 'drizzle-orm';
import { message } from '../../db/schema';
import { AppError } from '../../errors';
import type { Deps } from '../deps';
import { findInvestor } from './campaign-audience';

/** An investor's inbox as they see it, with when each message was opened (`GET /admin/users/{id}/messages/`). */
export async function userMessages(deps: Pick<Deps, 'database'>, userId: number, page: number): Promise<Page<AdminUserMessage>> {
  const db = deps.database.db;
  const investor = await findInvestor(db, userId);
  if (!investor) throw new AppError('USER_NOT_EXIST');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(message)
      .where(eq(message.userId, investor.id))
      .orderBy(desc(message.createdAt), desc(message.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(message).where(eq(message.userId, investor.id)),
  ]);
  return {
    results: rows.map((row) => ({
      id: row.id,
      title: row.title,
      message: row.body,
      created_at: row.createdAt.toISOString(),
      isRead: row.isRead,
      to: investor.username,
      read_at: row.readAt?.toISOString() ?? null,
      campaignId: row.campaignId,
    })),
    count: total?.value ?? 0,
  };
}
