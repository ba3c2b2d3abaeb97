import type { InquiryKind, InquiryStatus, Page } from '@ico/domain/communication';
import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import type { AdminInquiry } from '@ico/domain/contracts/inquiries';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { inquiry } from '../../db/schema';
import type { Deps } from '../deps';
import { selectInquiries, toAdminInquiry } from './staff-inquiry';

/** The inquiries inbox, newest first, filtered by status and kind. */
export async function listInquiries(
  deps: Pick<Deps, 'database'>,
  query: { status?: InquiryStatus | undefined; kind?: InquiryKind | undefined; page: number },
): Promise<Page<AdminInquiry>> {
  const db = deps.database.db;
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(inquiry.status, query.status));
  if (query.kind) filters.push(eq(inquiry.kind, query.kind));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    selectInquiries(db)
      .where(where)
      .orderBy(desc(inquiry.createdAt), desc(inquiry.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(inquiry).where(where),
  ]);
  return { results: rows.map(toAdminInquiry), count: total?.value ?? 0 };
}
