import type { Page } from '@ico/domain/communication';
import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import type { Campaign } from '@ico/domain/contracts/messages';
import { count, desc, eq } from 'drizzle-orm';
import { messageCampaign, user } from '../../db/schema';
import type { Deps } from '../deps';
import { campaignColumns, toCampaign } from './campaign-audience';

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
