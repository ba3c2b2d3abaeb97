import { isLanguage } from '@ico/domain/language';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { message, user } from '../db/schema';
import { mails } from '../mail/templates';
import type { Deps } from './deps';

/** What sending a message needs: the outbox for its mail copy and the portal's address for the link. */
export type Messenger = Pick<Deps, 'mailer' | 'config'>;

/** Where the mail copy of a message leads. */
export const messagesUrl = (config: Deps['config']) => `${config.publicUrl}/messages`;

/**
 * One message from the operator to an investor, written in the investor's language by the caller. It is stored
 * in the transaction of the change it tells about, with its mail copy queued in the same transaction (the
 * outbox worker delivers it after the commit), so the inbox, the mail and the change exist together or not at all.
 */
export async function sendMessage(
  deps: Messenger,
  tx: Tx | Database,
  input: {
    userId: number;
    title: string;
    body: string;
    senderId?: number | null;
    campaignId?: number | null;
    /** The recipient's address and language when the caller has them (saves a query). */
    recipient?: { email: string; language: string };
  },
): Promise<number> {
  const [row] = await tx
    .insert(message)
    .values({
      userId: input.userId,
      title: input.title,
      body: input.body,
      senderId: input.senderId ?? null,
      campaignId: input.campaignId ?? null,
    })
    .returning({ id: message.id });
  const [recipient] = input.recipient
    ? [input.recipient]
    : await tx.select({ email: user.email, language: user.language }).from(user).where(eq(user.id, input.userId)).limit(1);
  if (recipient) {
    const language = isLanguage(recipient.language) ? recipient.language : 'en';
    await deps.mailer.enqueue(tx, mails.inboxMessage(recipient.email, language, input.title, input.body, messagesUrl(deps.config)));
  }
  return row?.id ?? 0;
}
