import { sessionAudience, sessionOver } from '@ico/domain/session-lifetimes';
import { and, eq } from 'drizzle-orm';
import { authSession, user } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/user-row';
import type { Deps } from '../deps';

/** The caller of a private route: the user, the session, and when that session presented a second factor (if it did). */
export type Authenticated = { user: UserRow; sessionId: string; secondFactorAt: Date | null };

/**
 * A bearer token's user, read with its session in one query: a revoked session (logout, password change,
 * token reuse) stops its access tokens at once, not only at their expiry; so does a session past its lifetime or
 * idle timeout, whatever the token's own expiry says, and so does a disabled staff member's (STAFF_DISABLED).
 */
export async function authenticate(deps: Deps, accessToken: string): Promise<Authenticated> {
  const claims = await deps.tokens.verifyAccess(accessToken);
  const [row] = await deps.database.db
    .select({
      user,
      revokedAt: authSession.revokedAt,
      createdAt: authSession.createdAt,
      lastUsedAt: authSession.lastUsedAt,
      secondFactorAt: authSession.secondFactorAt,
    })
    .from(authSession)
    .innerJoin(user, eq(user.id, authSession.userId))
    .where(and(eq(authSession.id, claims.sessionId), eq(authSession.userId, claims.userId)))
    .limit(1);
  // A disabled staff member is told so first (issue 16): their tokens stop on the very next request.
  if (row?.user.disabledAt) throw new AppError('STAFF_DISABLED');
  if (!row || row.revokedAt) throw new AppError('SESSION_REVOKED');
  if (sessionOver(deps.config.sessionLimits[sessionAudience(row.user)], row, new Date())) throw new AppError('SESSION_EXPIRED');
  return { user: row.user, sessionId: claims.sessionId, secondFactorAt: row.secondFactorAt };
}

/**
 * Whether a session may act in the back office's name: the user keeps two-factor on and this session itself
 * presented a second factor when it signed in. A session opened with the password alone (before two-factor was
 * turned on, perhaps by someone else) never qualifies, whatever the account's setting says now.
 */
export const hasSecondFactor = (auth: Authenticated): boolean => auth.user.mfaEnabled && auth.secondFactorAt !== null;
