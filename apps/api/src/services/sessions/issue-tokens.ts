import type { TokenPair } from '@ico/domain/contracts/sessions';
import { type SessionAudience, sessionEndsAt } from '@ico/domain/session-lifetimes';
import { and, eq, isNull } from 'drizzle-orm';
import { authSession, refreshToken } from '../../db/schema';
import { hashToken, randomToken } from '../../security/tokens';
import type { Deps } from '../deps';
import { updateSessions } from './session-state-writes';

/** A session as its tokens need it: whose it is, when it signed in, and which limits hold it. */
export type SessionToSign = { id: string; userId: number; createdAt: Date; audience: SessionAudience };

/**
 * A new token pair for a session in use now. The refresh token expires when the session would end unused from now
 * (its idle timeout), never past the session's lifetime: no refresh extends a session beyond it.
 */
export async function issueTokens(deps: Deps, session: SessionToSign, db = deps.database.db): Promise<TokenPair> {
  const refresh = randomToken();
  const expiresAt = sessionEndsAt(deps.config.sessionLimits[session.audience], { createdAt: session.createdAt, lastUsedAt: new Date() });
  await db.insert(refreshToken).values({ tokenHash: hashToken(refresh), sessionId: session.id, expiresAt });
  return { access: await deps.tokens.signAccess({ userId: session.userId, sessionId: session.id }), refresh };
}

export async function revokeSession(deps: Deps, sessionId: string, reason: string, db = deps.database.db): Promise<void> {
  await updateSessions(deps, db, and(eq(authSession.id, sessionId), isNull(authSession.revokedAt)), {
    revokedAt: new Date(),
    revokedReason: reason,
  });
}
