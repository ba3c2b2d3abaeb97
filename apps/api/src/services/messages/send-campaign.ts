import { type BilingualMessage, type MessageCompose, textFor } from '@ico/domain/communication';
import type { Campaign } from '@ico/domain/contracts/messages';
import { isLanguage } from '@ico/domain/language';
import { eq, sql } from 'drizzle-orm';
import { resultRows, type Tx } from '../../db/client';
import { message, messageCampaign, user } from '../../db/schema';
import { AppError } from '../../errors';
import { mails } from '../../mail/templates';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { campaignColumns, findInvestor, type GroupAudience, groupCondition, toCampaign } from './campaign-audience';
import { sendMessage } from './send-message';

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
  const base = deps.config.publicUrl;
  const thMail = mails.inboxMessage('', 'th', th.title, th.body, base);
  const enMail = mails.inboxMessage('', 'en', en.title, en.body, base);
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
