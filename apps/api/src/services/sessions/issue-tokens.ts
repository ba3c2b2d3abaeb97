import type { TokenPair } from '@ico/domain/account';
import { and, eq, isNull } from 'drizzle-orm';
import { authSession, refreshToken } from '../../db/schema';
import { hashToken, REFRESH_TOKEN_MS, randomToken } from '../../security/tokens';
import type { Deps } from '../deps';

export async function issueTokens(deps: Deps, userId: number, sessionId: string, db = deps.database.db): Promise<TokenPair> {
  const refresh = randomToken();
  await db.insert(refreshToken).values({ tokenHash: hashToken(refresh), sessionId, expiresAt: new Date(Date.now() + REFRESH_TOKEN_MS) });
  return { access: await deps.tokens.signAccess({ userId, sessionId }), refresh };
}

export async function revokeSession(deps: Deps, sessionId: string, reason: string): Promise<void> {
  await deps.database.db
    .update(authSession)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSession.id, sessionId), isNull(authSession.revokedAt)));
}
