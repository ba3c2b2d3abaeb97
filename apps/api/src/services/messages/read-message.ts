import type { InboxMessage } from '@ico/domain/contracts/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { message } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/user-row';
import { toMessage } from '../notices/notice-view';

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
