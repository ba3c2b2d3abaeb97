import type { Page } from '@ico/domain/communication';
import { PAGE_SIZE } from '@ico/domain/constants';
import type { InboxMessage } from '@ico/domain/contracts/messages';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { message } from '../../db/schema';
import type { UserRow } from '../accounts/user-row';
import { offsetOf, toMessage } from '../notices/notice-view';

export async function listMessages(db: Database, account: UserRow, page: number): Promise<Page<InboxMessage>> {
  const own = eq(message.userId, account.id);
  const [rows, [total]] = await Promise.all([
    db.select().from(message).where(own).orderBy(desc(message.createdAt), desc(message.id)).limit(PAGE_SIZE).offset(offsetOf(page)),
    db.select({ n: count() }).from(message).where(own),
  ]);
  return { results: rows.map((row) => toMessage(row, account.username)), count: total?.n ?? 0 };
}
