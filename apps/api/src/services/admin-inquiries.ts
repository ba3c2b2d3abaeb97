import type { AdminInquiry, InquiryKind, InquiryReply, InquiryStatus, Page } from '@ico/domain/communication';
import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import { isLanguage, type Language } from '@ico/domain/language';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { inquiry, user } from '../db/schema';
import { AppError, parseId } from '../errors';
import { mails } from '../mail/templates';

import { recordAudit } from './audit';
import type { Deps, RequestMeta } from './deps';
import { sendMessage } from './messages';

const replier = alias(user, 'replier');
const languageOf = (value: string): Language => (isLanguage(value) ? value : 'en');

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

function toAdminInquiry({ inquiry: row, user: member, replier: staff }: InquiryRow): AdminInquiry {
  return {
    id: row.id,
    kind: row.kind as InquiryKind,
    status: row.status as InquiryStatus,
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

const selectInquiries = (db: Pick<Database, 'select'>) =>
  db.select(columns).from(inquiry).leftJoin(user, eq(user.id, inquiry.userId)).leftJoin(replier, eq(replier.id, inquiry.repliedBy));

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

async function inquiryOf(db: Pick<Database, 'select'>, id: number): Promise<AdminInquiry> {
  const [row] = await selectInquiries(db).where(eq(inquiry.id, id));
  if (!row) throw new AppError('INQUIRY_NOT_EXIST');
  return toAdminInquiry(row);
}

/** One inquiry; 404 INQUIRY_NOT_EXIST (also for an id that is not one). */
export async function getInquiry(deps: Pick<Deps, 'database'>, rawId: string): Promise<AdminInquiry> {
  const id = parseId(rawId, 'INQUIRY_NOT_EXIST');
  return inquiryOf(deps.database.db, id);
}

/**
 * Answers an inquiry once. The row is locked, so of two staff answering at once one replies and the other gets
 * 409 STATUS_CONFLICT. A member gets an inbox message ('Re: subject' in their language) with its mail copy; a
 * visitor (or a member whose account is gone) a mail to the address given, in the inquiry's language.
 */
export async function replyToInquiry(
  deps: Deps,
  actorId: number,
  rawId: string,
  input: InquiryReply,
  meta: RequestMeta,
): Promise<AdminInquiry> {
  const id = parseId(rawId, 'INQUIRY_NOT_EXIST');
  const answered = await deps.database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(inquiry).where(eq(inquiry.id, id)).for('update');
    if (!current) throw new AppError('INQUIRY_NOT_EXIST');
    if (current.status !== 'OPEN') throw new AppError('STATUS_CONFLICT');

    const [member] =
      current.kind === 'MEMBER' && current.userId !== null
        ? await tx.select({ id: user.id, language: user.language }).from(user).where(eq(user.id, current.userId)).limit(1)
        : [];
    if (member) {
      const title = languageOf(member.language) === 'th' ? `ตอบกลับ: ${current.subject}` : `Re: ${current.subject}`;
      await sendMessage(deps, tx, { userId: member.id, title, body: input.reply, senderId: actorId });
    } else {
      await deps.mailer.enqueue(
        tx,
        mails.inquiryReply(current.email, languageOf(current.language), current.subject, current.description, input.reply),
      );
    }

    await tx
      .update(inquiry)
      .set({ status: 'ANSWERED', reply: input.reply, repliedAt: new Date(), repliedBy: actorId })
      .where(eq(inquiry.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'inquiry.reply',
      targetType: 'inquiry',
      targetId: id,
      detail: { kind: current.kind, email: current.email, subject: current.subject, delivery: member ? 'inbox' : 'mail' },
      ipAddress: meta.ip,
    });
    return inquiryOf(tx, id);
  });
  deps.mailer.drain();
  return answered;
}
