import type { AdminInquiry } from '@ico/domain/contracts/inquiries';
import { isLanguage, type Language } from '@ico/domain/language';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { inquiry, user } from '../../db/schema';
import { AppError } from '../../errors';

const replier = alias(user, 'replier');

export const languageOf = (value: string): Language => (isLanguage(value) ? value : 'en');

const columns = {
  inquiry,
  user: { id: user.id, username: user.username, level: user.userLevel },
  replier: { id: replier.id, username: replier.username },
};

type InquiryRow = {
  inquiry: typeof inquiry.$inferSelect;
  user: { id: number; username: string; level: string } | null;
  replier: { id: number; username: string } | null;
};

export function toAdminInquiry({ inquiry: row, user: member, replier: staff }: InquiryRow): AdminInquiry {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    email: row.email,
    category: row.category,
    subject: row.subject,
    description: row.description,
    language: languageOf(row.language),
    user: member,
    created_at: row.createdAt.toISOString(),
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    repliedBy: staff,
  };
}

export const selectInquiries = (db: Pick<Database, 'select'>) =>
  db.select(columns).from(inquiry).leftJoin(user, eq(user.id, inquiry.userId)).leftJoin(replier, eq(replier.id, inquiry.repliedBy));

export async function inquiryOf(db: Pick<Database, 'select'>, id: number): Promise<AdminInquiry> {
  const [row] = await selectInquiries(db).where(eq(inquiry.id, id));
  if (!row) throw new AppError('INQUIRY_NOT_EXIST');
  return toAdminInquiry(row);
}
