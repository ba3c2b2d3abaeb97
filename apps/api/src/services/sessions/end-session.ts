import { eq } from 'drizzle-orm';
import { refreshToken } from '../../db/schema';
import { hashToken } from '../../security/tokens';
import type { Deps } from '../deps';
import { revokeSession } from './issue-tokens';

/** Logout ends the session of the given refresh token; an unknown token changes nothing. */
export async function logout(deps: Deps, token: string): Promise<void> {
  const [row] = await deps.database.db
    .select({ sessionId: refreshToken.sessionId })
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, hashToken(token)))
    .limit(1);
  if (row) await revokeSession(deps, row.sessionId, 'logout');
}
