import { type MessageAudience, messageAudienceSchema } from '@ico/domain/communication';
import type { Campaign } from '@ico/domain/contracts/messages';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { joining, message, messageCampaign, user } from '../../db/schema';

export type GroupAudience = Extract<MessageAudience, { kind: 'group' }>;

/**
 * Who a group message reaches, as one condition over `app_user`: investors (never staff) at one of the levels,
 * and with a joining in the offering (and in the statuses) when the audience names them. Statuses without an
 * offering mean a joining in those statuses in any offering. The preview counts and the send inserts with this
 * one condition, so the preview is the number sent.
 */
export function groupCondition(audience: GroupAudience): SQL {
  const filters: SQL[] = [isNull(user.role), inArray(user.userLevel, audience.levels)];
  const joiningFilters: SQL[] = [eq(joining.userId, user.id)];
  if (audience.offeringId !== null) joiningFilters.push(eq(joining.offeringId, audience.offeringId));
  if (audience.joiningStatuses.length > 0) joiningFilters.push(inArray(joining.status, audience.joiningStatuses));
  if (joiningFilters.length > 1) filters.push(sql`exists (select 1 from ${joining} where ${and(...joiningFilters)})`);
  return and(...filters) as SQL;
}

/** The investor (not staff) with this id, or undefined. */
export async function findInvestor(db: Pick<Database, 'select'>, userId: number) {
  const [row] = await db
    .select({ id: user.id, username: user.username, language: user.language })
    .from(user)
    .where(and(eq(user.id, userId), isNull(user.role)))
    .limit(1);
  return row;
}

type CampaignRow = typeof messageCampaign.$inferSelect & { read: number; senderUsername: string | null };

export function toCampaign(row: CampaignRow): Campaign {
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

export const campaignColumns = {
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
