import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { authSession } from '../../db/schema';
import { type SessionStateWriter, updateSessions } from './session-state-writes';

/**
 * Ends every live session of a user (the refresh tokens of each stop working at once, access tokens at their next
 * check), in the caller's transaction; answers how many ended.
 */
export async function endAllSessions(writer: SessionStateWriter, db: Database | Tx, userId: number, reason: string): Promise<number> {
  const ended = await updateSessions(writer, db, and(eq(authSession.userId, userId), isNull(authSession.revokedAt)), {
    revokedAt: new Date(),
    revokedReason: reason,
  });
  return ended.length;
}
