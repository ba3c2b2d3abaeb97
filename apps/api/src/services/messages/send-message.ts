import { isLanguage } from '@ico/domain/language';
import { eq, type WithSubquery } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { message, user } from '../../db/schema';
import { mails } from '../../mail/templates';
import type { Deps } from '../deps';

/** What sending a message needs: the outbox for its mail copy and the portal's address for the link. */
export type Messenger = Pick<Deps, 'mailer' | 'config'>;

/** Where the mail copy of a message leads. */

/**
 * One message from the operator to an investor, written in the investor's language by the caller. It is stored
 * in the transaction of the change it tells about, with its mail copy queued in the same transaction (the
 * outbox worker delivers it after the commit), so the inbox, the mail and the change exist together or not at all.
 * The message and its mail are one statement; `alongside` adds the caller's own inserts (`$with`) to it.
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
  alongside: readonly WithSubquery[] = [],
): Promise<void> {
  const values = {
    userId: input.userId,
    title: input.title,
    body: input.body,
    senderId: input.senderId ?? null,
    campaignId: input.campaignId ?? null,
  };
  const [recipient] = input.recipient
    ? [input.recipient]
    : await tx.select({ email: user.email, language: user.language }).from(user).where(eq(user.id, input.userId)).limit(1);
  if (!recipient) {
    await (alongside.length > 0 ? tx.with(...alongside) : tx).insert(message).values(values);
    return;
  }
  const language = isLanguage(recipient.language) ? recipient.language : 'en';
  const inbox = tx.$with('inbox_message').as(tx.insert(message).values(values).returning({ id: message.id }));
  await deps.mailer.enqueue(tx, mails.inboxMessage(recipient.email, language, input.title, input.body, deps.config.publicUrl), [
    ...alongside,
    inbox,
  ]);
}
