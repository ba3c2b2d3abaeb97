import {
  type AdminUserMessage,
  type BilingualMessage,
  type Campaign,
  type MessageAudience,
  type MessageCompose,
  messageAudienceSchema,
  type Page,
  textFor,
} from '@ico/domain/communication';
import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import { isLanguage } from '@ico/domain/language';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Database, resultRows, type Tx } from '../db/client';
import { joining, message, messageCampaign, user } from '../db/schema';
import { AppError, parseId } from '../errors';
import { mails } from '../mail/templates';

import { recordAudit } from './audit';
import type { Deps, RequestMeta } from './deps';
import { messagesUrl, sendMessage } from './messages';

type GroupAudience = Extract<MessageAudience, { kind: 'group' }>;

/**
 * Who a group message reaches, as one condition over `app_user`: investors (never staff) at one of the levels,
 * and with a joining in the offering (and in the statuses) when the audience names them. Statuses without an
 * offering mean a joining in those statuses in any offering. The preview counts and the send inserts with this
 * one condition, so the preview is the number sent.
 */
function groupCondition(audience: GroupAudience): SQL {
  const filters: SQL[] = [isNull(user.role), inArray(user.userLevel, audience.levels)];
  const joiningFilters: SQL[] = [eq(joining.userId, user.id)];
  if (audience.offeringId !== null) joiningFilters.push(eq(joining.offeringId, audience.offeringId));
  if (audience.joiningStatuses.length > 0) joiningFilters.push(inArray(joining.status, audience.joiningStatuses));
  if (joiningFilters.length > 1) filters.push(sql`exists (select 1 from ${joining} where ${and(...joiningFilters)})`);
  return and(...filters) as SQL;
}

/** The investor (not staff) with this id, or undefined. */
async function findInvestor(db: Pick<Database, 'select'>, userId: number) {
  const [row] = await db
    .select({ id: user.id, username: user.username, language: user.language })
    .from(user)
    .where(and(eq(user.id, userId), isNull(user.role)))
    .limit(1);
  return row;
}

/** How many investors a message to this audience reaches now (`POST /admin/messages/preview/`). */
export async function countRecipients(deps: Pick<Deps, 'database'>, audience: MessageAudience): Promise<number> {
  const db = deps.database.db;
  if (audience.kind === 'user') return (await findInvestor(db, audience.userId)) ? 1 : 0;
  const [row] = await db.select({ value: count() }).from(user).where(groupCondition(audience));
  return row?.value ?? 0;
}

/**
 * The bulk path of a group message: one INSERT ... SELECT writes every recipient's message in their language
 * (the other one when theirs is empty, as `textFor` picks), and one more queues every mail copy, rendered once
 * per language. Looping `sendMessage` would be two round trips per investor.
 */
async function sendToGroup(
  deps: Pick<Deps, 'config'>,
  tx: Tx,
  input: { audience: GroupAudience; text: BilingualMessage; senderId: number; campaignId: number },
): Promise<number> {
  const th = textFor('th', input.text);
  const en = textFor('en', input.text);
  const isThai = sql`${user.language} = 'th'`;
  const inserted = await tx.execute<{ recipients: number }>(sql`
    with sent as (
      insert into ${message} (user_id, title, body, sender_id, campaign_id)
      select ${user.id},
        case when ${isThai} then ${th.title} else ${en.title} end,
        case when ${isThai} then ${th.body} else ${en.body} end,
        ${input.senderId}::integer, ${input.campaignId}::integer
      from ${user}
      where ${groupCondition(input.audience)}
      returning 1
    )
    select count(*)::integer as recipients from sent`);
  const recipients = Number(resultRows<{ recipients: number }>(inserted)[0]?.recipients ?? 0);
  if (recipients === 0) return 0;

  // The mail layout does not depend on the address: render each language once and pick per row.
  const url = messagesUrl(deps.config);
  const thMail = mails.inboxMessage('', 'th', th.title, th.body, url);
  const enMail = mails.inboxMessage('', 'en', en.title, en.body, url);
  await tx.execute(sql`
    insert into mail_outbox (to_address, subject, body_text, body_html, next_attempt_at)
    select ${user.email},
      case when ${isThai} then ${thMail.subject} else ${enMail.subject} end,
      case when ${isThai} then ${thMail.text} else ${enMail.text} end,
      case when ${isThai} then ${thMail.html} else ${enMail.html} end,
      now()
    from ${message} join ${user} on ${user.id} = ${message.userId}
    where ${message.campaignId} = ${input.campaignId}`);
  return recipients;
}

type CampaignRow = typeof messageCampaign.$inferSelect & { read: number; senderUsername: string | null };

function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    titleEN: row.titleEN,
    bodyEN: row.bodyEN,
    titleTH: row.titleTH,
    bodyTH: row.bodyTH,
    audience: messageAudienceSchema.parse(row.audience),
    recipients: row.recipients,
    read: Number(row.read),
    sender: row.senderId !== null && row.senderUsername !== null ? { id: row.senderId, username: row.senderUsername } : null,
    created_at: row.createdAt.toISOString(),
  };
}

const campaignColumns = {
  id: messageCampaign.id,
  senderId: messageCampaign.senderId,
  titleEN: messageCampaign.titleEN,
  bodyEN: messageCampaign.bodyEN,
  titleTH: messageCampaign.titleTH,
  bodyTH: messageCampaign.bodyTH,
  audience: messageCampaign.audience,
  recipients: messageCampaign.recipients,
  createdAt: messageCampaign.createdAt,
  read: sql<number>`(select count(*)::integer from ${message} where ${message.campaignId} = ${messageCampaign.id} and ${message.isRead})`,
  senderUsername: user.username,
};

/** Staff messages, newest first, with how many received and how many opened them. */
export async function listCampaigns(deps: Pick<Deps, 'database'>, page: number): Promise<Page<Campaign>> {
  const db = deps.database.db;
  const [rows, [total]] = await Promise.all([
    db
      .select(campaignColumns)
      .from(messageCampaign)
      .leftJoin(user, eq(user.id, messageCampaign.senderId))
      .orderBy(desc(messageCampaign.createdAt), desc(messageCampaign.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(messageCampaign),
  ]);
  return { results: rows.map(toCampaign), count: total?.value ?? 0 };
}

/**
 * Sends a staff message: the campaign row, one inbox message per recipient in their language and its mail copy,
 * and the audit row, in one transaction; the outbox worker is woken after the commit. 404 USER_NOT_EXIST for an
 * unknown investor (staff never receive), 400 NO_RECIPIENTS for a group nobody matches.
 */
export async function sendCampaign(deps: Deps, senderId: number, input: MessageCompose, meta: RequestMeta): Promise<Campaign> {
  const campaign = await deps.database.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(messageCampaign)
      .values({ senderId, ...input.text, audience: input.audience, recipients: 0 })
      .returning({ id: messageCampaign.id });
    if (!created) throw new AppError('INTERNAL_ERROR');
    let recipients: number;
    if (input.audience.kind === 'user') {
      const investor = await findInvestor(tx, input.audience.userId);
      if (!investor) throw new AppError('USER_NOT_EXIST');
      const text = textFor(isLanguage(investor.language) ? investor.language : 'en', input.text);
      await sendMessage(deps, tx, { userId: investor.id, title: text.title, body: text.body, senderId, campaignId: created.id });
      recipients = 1;
    } else {
      recipients = await sendToGroup(deps, tx, { audience: input.audience, text: input.text, senderId, campaignId: created.id });
      if (recipients === 0) throw new AppError('NO_RECIPIENTS');
    }
    await tx.update(messageCampaign).set({ recipients }).where(eq(messageCampaign.id, created.id));
    await recordAudit(tx, {
      actorId: senderId,
      action: 'message.send',
      targetType: 'message_campaign',
      targetId: created.id,
      detail: { campaignId: created.id, recipients, audience: input.audience },
      ipAddress: meta.ip,
    });
    const [row] = await tx
      .select(campaignColumns)
      .from(messageCampaign)
      .leftJoin(user, eq(user.id, messageCampaign.senderId))
      .where(eq(messageCampaign.id, created.id));
    if (!row) throw new AppError('INTERNAL_ERROR');
    return toCampaign(row);
  });
  deps.mailer.drain();
  return campaign;
}

/** An investor's inbox as they see it, with when each message was opened (`GET /admin/users/{id}/messages/`). */
export async function userMessages(deps: Pick<Deps, 'database'>, rawUserId: string, page: number): Promise<Page<AdminUserMessage>> {
  const db = deps.database.db;
  const investor = await findInvestor(db, parseId(rawUserId, 'USER_NOT_EXIST'));
  if (!investor) throw new AppError('USER_NOT_EXIST');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(message)
      .where(eq(message.userId, investor.id))
      .orderBy(desc(message.createdAt), desc(message.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(message).where(eq(message.userId, investor.id)),
  ]);
  return {
    results: rows.map((row) => ({
      id: row.id,
      title: row.title,
      message: row.body,
      created_at: row.createdAt.toISOString(),
      isRead: row.isRead,
      to: investor.username,
      read_at: row.readAt?.toISOString() ?? null,
      campaignId: row.campaignId,
    })),
    count: total?.value ?? 0,
  };
}
