import type { LoginHistoryItem } from '@ico/domain/contracts/accounts';
import { desc, eq } from 'drizzle-orm';
import { loginHistory } from '../../db/schema';
import type { Deps } from '../deps';

export async function loginHistoryOf(deps: Deps, userId: number, limit = 50): Promise<LoginHistoryItem[]> {
  const rows = await deps.database.db
    .select({ ipAddress: loginHistory.ipAddress, createdAt: loginHistory.createdAt })
    .from(loginHistory)
    .where(eq(loginHistory.userId, userId))
    .orderBy(desc(loginHistory.createdAt), desc(loginHistory.id))
    .limit(limit);
  return rows.map((row) => ({ ipAddress: row.ipAddress, created_at: row.createdAt.toISOString() }));
}
