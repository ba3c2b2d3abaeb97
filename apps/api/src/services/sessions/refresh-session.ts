import type { TokenPair } from '@ico/domain/account';
import { eq } from 'drizzle-orm';
import { authSession, refreshToken } from '../../db/schema';
import { AppError } from '../../errors';
import { hashToken } from '../../security/tokens';
import type { Deps } from '../deps';
import { issueTokens, revokeSession } from './issue-tokens';

/**
 * `POST /auth/token/refresh/`: a refresh token is used once and replaced. A token presented a second time
 * means it was copied: the whole session (every token of its family) ends.
 */
export async function refresh(deps: Deps, token: string): Promise<TokenPair> {
  const db = deps.database.db;
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: refreshToken, session: authSession })
      .from(refreshToken)
      .innerJoin(authSession, eq(authSession.id, refreshToken.sessionId))
      .where(eq(refreshToken.tokenHash, hashToken(token)))
      .for('update')
      .limit(1);
    if (!row || row.session.revokedAt || row.token.expiresAt.getTime() <= Date.now()) return { kind: 'refused' as const };
    if (row.token.usedAt) return { kind: 'reused' as const, sessionId: row.session.id };
    await tx.update(refreshToken).set({ usedAt: new Date() }).where(eq(refreshToken.tokenHash, row.token.tokenHash));
    return { kind: 'ok' as const, pair: await issueTokens(deps, row.session.userId, row.session.id, tx) };
  });
  if (outcome.kind === 'ok') return outcome.pair;
  if (outcome.kind === 'reused') {
    await revokeSession(deps, outcome.sessionId, 'refresh-token-reuse');
    deps.log.warn({ sessionId: outcome.sessionId }, 'refresh token reused: session revoked');
  }
  throw new AppError('SESSION_REVOKED');
}
