import type { TokenPair } from '@ico/domain/contracts/sessions';
import { sessionAudience, sessionOver } from '@ico/domain/session-lifetimes';
import { eq } from 'drizzle-orm';
import { authSession, refreshToken, user } from '../../db/schema';
import { AppError } from '../../errors';
import { hashToken } from '../../security/tokens';
import type { Deps } from '../deps';
import { issueTokens, revokeSession } from './issue-tokens';
import { updateSessions } from './session-state-writes';

/**
 * `POST /auth/token/refresh/`: a refresh token is used once and replaced, and the session's last use moves to now.
 * A token presented a second time means it was copied: the whole session (every token of its family) ends. A
 * session past its lifetime or idle timeout (the limits of its user's kind, staff or investor) ends too, with
 * SESSION_EXPIRED: the refresh token's own expiry never keeps a session going beyond them. A disabled staff member's
 * token answers STAFF_DISABLED (their sessions ended when they were disabled), so the web can say why.
 */
export async function refresh(deps: Deps, token: string): Promise<TokenPair> {
  const db = deps.database.db;
  const now = new Date();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: refreshToken, session: authSession, role: user.role, disabledAt: user.disabledAt })
      .from(refreshToken)
      .innerJoin(authSession, eq(authSession.id, refreshToken.sessionId))
      .innerJoin(user, eq(user.id, authSession.userId))
      .where(eq(refreshToken.tokenHash, hashToken(token)))
      .for('update')
      .limit(1);
    if (row?.disabledAt) return { kind: 'disabled' as const };
    if (!row || row.session.revokedAt) return { kind: 'revoked' as const };
    if (row.token.usedAt) return { kind: 'reused' as const, sessionId: row.session.id };
    const audience = sessionAudience(row);
    const over = sessionOver(deps.config.sessionLimits[audience], row.session, now);
    if (over || row.token.expiresAt.getTime() <= now.getTime()) {
      await revokeSession(deps, row.session.id, over === 'lifetime' ? 'lifetime-over' : 'idle-timeout', tx);
      return { kind: 'expired' as const };
    }
    await tx.update(refreshToken).set({ usedAt: now }).where(eq(refreshToken.tokenHash, row.token.tokenHash));
    await updateSessions(deps, tx, eq(authSession.id, row.session.id), { lastUsedAt: now });
    const session = { id: row.session.id, userId: row.session.userId, createdAt: row.session.createdAt, audience };
    return { kind: 'ok' as const, pair: await issueTokens(deps, session, tx) };
  });
  if (outcome.kind === 'ok') return outcome.pair;
  if (outcome.kind === 'expired') throw new AppError('SESSION_EXPIRED');
  if (outcome.kind === 'disabled') throw new AppError('STAFF_DISABLED');
  if (outcome.kind === 'reused') {
    await revokeSession(deps, outcome.sessionId, 'refresh-token-reuse');
    deps.log.warn({ sessionId: outcome.sessionId }, 'refresh token reused: session revoked');
  }
  throw new AppError('SESSION_REVOKED');
}
