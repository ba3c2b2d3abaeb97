import type { MessageAudience } from '@ico/domain/communication';
import { count } from 'drizzle-orm';
import { user } from '../../db/schema';
import type { Deps } from '../deps';
import { findInvestor, groupCondition } from './campaign-audience';

/** How many investors a message to this audience reaches now (`POST /admin/messages/preview/`). */
export async function countRecipients(deps: Pick<Deps, 'database'>, audience: MessageAudience): Promise<number> {
  const db = deps.database.db;
  if (audience.kind === 'user') return (await findInvestor(db, audience.userId)) ? 1 : 0;
  const [row] = await db.select({ value: count() }).from(user).where(groupCondition(audience));
  return row?.value ?? 0;
}
