import type { MyClosureAnswer } from '@ico/domain/contracts/account-closures';
import { desc, eq } from 'drizzle-orm';
import { accountClosure } from '../../db/schema';
import type { Deps } from '../deps';
import { toMyClosure } from './closure-view';

/** `GET /auth/closure/`: the caller's newest closure request, or null. */
export async function getMyClosure(deps: Deps, userId: number): Promise<MyClosureAnswer> {
  const [row] = await deps.database.db
    .select()
    .from(accountClosure)
    .where(eq(accountClosure.userId, userId))
    .orderBy(desc(accountClosure.requestedAt), desc(accountClosure.id))
    .limit(1);
  return { closure: row ? toMyClosure(row) : null, retentionYears: deps.config.amlRetentionYears };
}
