import type { InquiryReply } from '@ico/domain/communication';
import type { AdminInquiry } from '@ico/domain/contracts/inquiries';
import { eq } from 'drizzle-orm';
import { inquiry, user } from '../../db/schema';
import { AppError } from '../../errors';
import { mails } from '../../mail/templates';
import { refuseOwn } from '../../security/own-account';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { sendMessage } from '../messages/send-message';
import { inquiryOf, languageOf } from './staff-inquiry';

/**
 * Answers an inquiry once. The row is locked, so of two staff answering at once one replies and the other gets
 * 409 STATUS_CONFLICT. A member gets an inbox message ('Re: subject' in their language) with its mail copy; a
 * visitor (or a member whose account is gone) a mail to the address given, in the inquiry's language.
 */
export async function replyToInquiry(
  deps: Deps,
  actorId: number,
  id: number,
  input: InquiryReply,
  meta: RequestMeta,
): Promise<AdminInquiry> {
  const answered = await deps.database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(inquiry).where(eq(inquiry.id, id)).for('update');
    if (!current) throw new AppError('INQUIRY_NOT_EXIST');
    if (current.status !== 'OPEN') throw new AppError('STATUS_CONFLICT');
    refuseOwn(actorId, current.userId);

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
