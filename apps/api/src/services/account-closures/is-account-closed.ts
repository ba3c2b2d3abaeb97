import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { accountClosure } from '../../db/schema';

/**
 * Whether the account's closure was completed: it keeps its records until they are deleted, but nobody signs in to it
 * again, so no way back in (a password reset, an operator's link) may give it a password.
 */
export async function isAccountClosed(db: Database | Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accountClosure.id })
    .from(accountClosure)
    .where(and(eq(accountClosure.userId, userId), isNotNull(accountClosure.completedAt)))
    .limit(1);
  return row !== undefined;
}
