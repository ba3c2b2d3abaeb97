import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { authSession } from '../../db/schema';

/**
 * Ends every live session of a user (the refresh tokens of each stop working at once, access tokens at their next
 * check), in the caller's transaction; answers how many ended.
 */
export async function endAllSessions(db: Database | Tx, userId: number, reason: string): Promise<number> {
  const ended = await db
    .update(authSession)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSession.userId, userId), isNull(authSession.revokedAt)))
    .returning({ id: authSession.id });
  return ended.length;
}
