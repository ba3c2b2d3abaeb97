import { sessionAudience, sessionOver } from '@ico/domain/session-lifetimes';
import { and, eq } from 'drizzle-orm';
import { authSession, user } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/user-row';
import type { Deps } from '../deps';
import type { SessionState } from './session-cache';

/** The caller of a private route: the user, the session, and when that session presented a second factor (if it did). */
export type Authenticated = { user: UserRow; sessionId: string; secondFactorAt: Date | null };

/**
 * A bearer token's user, with its session: a revoked session (logout, password change, token reuse) stops its access
 * tokens at once, not only at their expiry; so does a session past its lifetime or idle timeout, whatever the token's
 * own expiry says, and so does a disabled staff member's (STAFF_DISABLED).
 *
 * The state comes from this process's session cache when it may be used (session-cache.ts: every change of a session
 * or its user drops it in every process), else from the database in one query. Either way the checks below run on
 * every request against the clock now.
 */
export async function authenticate(deps: Deps, accessToken: string): Promise<Authenticated> {
  const claims = await deps.tokens.verifyAccess(accessToken);
  const state = deps.sessionCache.get(claims.sessionId, claims.userId) ?? (await readSessionState(deps, claims));
  // A disabled staff member is told so first (issue 16): their tokens stop on the very next request.
  if (state?.user.disabledAt) throw new AppError('STAFF_DISABLED');
  if (!state || state.revokedAt) throw new AppError('SESSION_REVOKED');
  if (sessionOver(deps.config.sessionLimits[sessionAudience(state.user)], state, new Date())) throw new AppError('SESSION_EXPIRED');
  return { user: state.user, sessionId: claims.sessionId, secondFactorAt: state.secondFactorAt };
}

async function readSessionState(deps: Deps, claims: { sessionId: string; userId: number }): Promise<SessionState | undefined> {
  const ticket = deps.sessionCache.ticket();
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
  if (row) deps.sessionCache.put(ticket, claims.sessionId, row);
  return row;
}

/**
 * Whether a session may act in the back office's name: the user keeps two-factor on and this session itself
 * presented a second factor when it signed in. A session opened with the password alone (before two-factor was
 * turned on, perhaps by someone else) never qualifies, whatever the account's setting says now.
 */
export const hasSecondFactor = (auth: Authenticated): boolean => auth.user.mfaEnabled && auth.secondFactorAt !== null;
