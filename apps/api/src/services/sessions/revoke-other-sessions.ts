import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { authSession } from '../../db/schema';
import type { Deps } from '../deps';

/** Ends every session of a user but `keepSessionId` (after a password change). */
export async function revokeOtherSessions(deps: Deps, userId: number, keepSessionId: string | null, reason: string): Promise<void> {
  await deps.database.db
    .update(authSession)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(eq(authSession.userId, userId), isNull(authSession.revokedAt), keepSessionId ? ne(authSession.id, keepSessionId) : sql`true`),
    );
}
