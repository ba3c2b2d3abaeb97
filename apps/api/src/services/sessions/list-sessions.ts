import type { ActiveSession } from '@ico/domain/contracts/sessions';
import { and, desc, eq, gt, isNull, max } from 'drizzle-orm';
import { authSession, refreshToken } from '../../db/schema';
import type { Deps } from '../deps';

/**
 * The caller's sessions that can still be used: not revoked, and holding a refresh token that is neither spent nor
 * expired. A session is used each time it trades its refresh token, so its newest token dates its last use.
 */
export async function listSessions(deps: Deps, userId: number, currentSessionId: string): Promise<ActiveSession[]> {
  const lastUsed = max(refreshToken.createdAt);
  const rows = await deps.database.db
    .select({
      id: authSession.id,
      ipAddress: authSession.ipAddress,
      userAgent: authSession.userAgent,
      createdAt: authSession.createdAt,
      lastUsed,
    })
    .from(authSession)
    .innerJoin(refreshToken, eq(refreshToken.sessionId, authSession.id))
    .where(
      and(
        eq(authSession.userId, userId),
        isNull(authSession.revokedAt),
        isNull(refreshToken.usedAt),
        gt(refreshToken.expiresAt, new Date()),
      ),
    )
    .groupBy(authSession.id)
    .orderBy(desc(lastUsed), desc(authSession.createdAt));
  return rows.map((row) => ({
    id: row.id,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    created_at: row.createdAt.toISOString(),
    last_used_at: (row.lastUsed ?? row.createdAt).toISOString(),
    current: row.id === currentSessionId,
  }));
}
