import { and, eq, isNull } from 'drizzle-orm';
import { authSession } from '../../db/schema';
import { AppError } from '../../errors';
import type { Deps } from '../deps';
import { updateSessions } from './session-state-writes';

/**
 * `DELETE /auth/sessions/{id}/`: the owner signs one of their sessions out (a lost phone, a shared computer); its
 * tokens stop at once. Another user's session, or one already ended, is not there (404), so an id tells nobody
 * anything.
 */
export async function revokeOwnSession(deps: Deps, userId: number, sessionId: string): Promise<void> {
  const revoked = await updateSessions(
    deps,
    deps.database.db,
    and(eq(authSession.id, sessionId), eq(authSession.userId, userId), isNull(authSession.revokedAt)),
    { revokedAt: new Date(), revokedReason: 'signed-out-by-owner' },
  );
  if (revoked.length === 0) throw new AppError('NOT_FOUND');
}
