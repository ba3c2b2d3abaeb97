import type { NoticeAudience } from '@ico/domain/communication';
import { PAGE_SIZE } from '@ico/domain/constants';
import type { InboxMessage } from '@ico/domain/contracts/messages';
import type { Notice } from '@ico/domain/contracts/notices';
import type { message, notice } from '../../db/schema';

/** What an investor reads: the caller's messages and the notices of their audience (spec sections 2 and 7). */
export const offsetOf = (page: number) => (page - 1) * PAGE_SIZE;

export const toMessage = (row: typeof message.$inferSelect, username: string): InboxMessage => ({
  id: row.id,
  title: row.title,
  message: row.body,
  created_at: row.createdAt.toISOString(),
  isRead: row.isRead,
  to: username,
});

export const MEMBER_AUDIENCES: NoticeAudience[] = ['PUBLIC', 'MEMBERS'];

type NoticeRow = typeof notice.$inferSelect;

export const toNotice = (row: NoticeRow, isRead: boolean): Notice => ({
  id: row.id,
  title: row.titleEN,
  message: row.bodyEN,
  titleTH: row.titleTH,
  messageTH: row.bodyTH,
  audience: row.audience,
  created_at: row.createdAt.toISOString(),
  isRead,
});
