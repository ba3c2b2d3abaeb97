import { randomBytes } from 'node:crypto';
import type { ParsedMail } from '@ico/testing/mime';
import { eq } from 'drizzle-orm';
import { inquiry, mailOutbox, message, messageCampaign } from '../../src/db/schema';
import type { Mailbox } from './mail-server';
import type { TestServer } from './test-server';

type Server = Pick<TestServer, 'app'>;

/** An inquiry written directly (the investor-facing inquiry endpoints are tested on their own). */
export async function insertInquiry(
  server: Server,
  input: { kind: 'PUBLIC' | 'MEMBER'; userId?: number | null; email?: string; language?: 'en' | 'th'; subject?: string; createdAt?: Date },
): Promise<typeof inquiry.$inferSelect> {
  const id = randomBytes(3).toString('hex');
  const [row] = await server.app.database.db
    .insert(inquiry)
    .values({
      kind: input.kind,
      userId: input.userId ?? null,
      email: input.email ?? `visitor-${id}@example.com`,
      category: 'GENERAL',
      subject: input.subject ?? `Question ${id}`,
      description: `How does it work? ${id}`,
      language: input.language ?? 'en',
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('inquiry not stored');
  return row;
}

/**
 * The newest mail to `to` (and matching `subject`) the SMTP server received, polling up to `timeoutMs`: the outbox
 * worker sends right after the commit, but a busy two-core machine can delay it.
 */
export async function mailTo(mailbox: Mailbox, to: string, subject?: RegExp, timeoutMs = 20_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailbox.messages
      .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && (!subject || subject.test(m.subject)))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const campaignRow = async (server: Server, id: number) =>
  (await server.app.database.db.select().from(messageCampaign).where(eq(messageCampaign.id, id)))[0];

export const campaignMessages = (server: Server, campaignId: number) =>
  server.app.database.db.select().from(message).where(eq(message.campaignId, campaignId));

export const outboxTo = (server: Server, address: string) =>
  server.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, address));

export const messagesWithBody = (server: Server, body: string) =>
  server.app.database.db.select().from(message).where(eq(message.body, body));
