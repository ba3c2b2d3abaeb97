import { and, eq } from 'drizzle-orm';
import { authSession, user } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/user-row';
import type { Deps } from '../deps';

export type Authenticated = { user: UserRow; sessionId: string };

/**
 * A bearer token's user, read with its session in one query: a revoked session (logout, password change,
 * token reuse) stops its access tokens at once, not only at their expiry.
 */
export async function authenticate(deps: Deps, accessToken: string): Promise<Authenticated> {
  const claims = await deps.tokens.verifyAccess(accessToken);
  const [row] = await deps.database.db
    .select({ user, revokedAt: authSession.revokedAt })
    .from(authSession)
    .innerJoin(user, eq(user.id, authSession.userId))
    .where(and(eq(authSession.id, claims.sessionId), eq(authSession.userId, claims.userId)))
    .limit(1);
  if (!row || row.revokedAt) throw new AppError('SESSION_REVOKED');
  return { user: row.user, sessionId: claims.sessionId };
}
