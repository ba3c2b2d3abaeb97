import type { RecoveryCodeCount } from '@ico/domain/contracts/accounts';
import { count, eq, sql } from 'drizzle-orm';
import { recoveryCode } from '../../db/schema';
import type { Deps } from '../deps';

/** `GET /auth/recovery_codes/`: how many of the caller's codes are unused, of the set made last (0 of 0 without one). */
export async function countRecoveryCodes(deps: Deps, userId: number): Promise<RecoveryCodeCount> {
  const [row] = await deps.database.db
    .select({ total: count(), remaining: sql<number>`count(*) filter (where ${recoveryCode.usedAt} is null)`.mapWith(Number) })
    .from(recoveryCode)
    .where(eq(recoveryCode.userId, userId));
  return { remaining: row?.remaining ?? 0, total: row?.total ?? 0 };
}
