import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@ico/domain/contracts/sessions';
import { sessionAudience } from '@ico/domain/session-lifetimes';
import type { Tx } from '../../db/client';
import { authSession, loginHistory } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/user-row';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { issueTokens } from './issue-tokens';

/**
 * Opens a session for a user who has proven the password, and the second factor when two-factor is on (the sign-in,
 * with or without a mailed link): the session, its line in the login history (which makes the address one the user
 * signed in from) and a staff member's audit row, with `alongside` (spending the link), in one transaction.
 */
export async function startSession(
  deps: Deps,
  account: UserRow,
  meta: RequestMeta,
  alongside?: (tx: Tx) => Promise<void>,
): Promise<TokenPair> {
  // A disabled staff member is refused only once the password and the second factor are proven: anyone else gets the
  // answers any account gives (wrong password, code required), so the state leaks to no one but the member.
  if (account.disabledAt) throw new AppError('STAFF_DISABLED');
  // Every way in asks a code of a user with two-factor: such a session presented its second factor.
  const secondFactorAt = account.mfaEnabled ? new Date() : null;
  const sessionId = randomUUID();
  const userAgent = meta.userAgent?.slice(0, 300);
  return deps.database.db.transaction(async (tx) => {
    if (alongside) await alongside(tx);
    const [session] = await tx
      .insert(authSession)
      .values({ id: sessionId, userId: account.id, ipAddress: meta.ip, userAgent, secondFactorAt })
      .returning({ createdAt: authSession.createdAt });
    if (!session) throw new Error('session not stored');
    await tx.insert(loginHistory).values({ userId: account.id, ipAddress: meta.ip, userAgent });
    if (account.role)
      await recordAudit(tx, { actorId: account.id, action: 'staff.login', targetType: 'user', targetId: account.id, ipAddress: meta.ip });
    return issueTokens(deps, { id: sessionId, userId: account.id, createdAt: session.createdAt, audience: sessionAudience(account) }, tx);
  });
}
