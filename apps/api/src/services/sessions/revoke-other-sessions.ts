import type { AuditAction } from '@ico/domain/staff';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { authSession } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { updateSessions } from './session-state-writes';

/**
 * Ends every session of a user but `keepSessionId` (after a password change, or "sign out all other sessions"); with
 * null, every session. Answers how many were still open.
 */
export async function revokeOtherSessions(
  deps: Deps,
  userId: number,
  keepSessionId: string | null,
  reason: string,
  db: Database | Tx = deps.database.db,
): Promise<number> {
  const revoked = await updateSessions(
    deps,
    db,
    and(eq(authSession.userId, userId), isNull(authSession.revokedAt), keepSessionId ? ne(authSession.id, keepSessionId) : sql`true`),
    { revokedAt: new Date(), revokedReason: reason },
  );
  return revoked.length;
}

/** Ends every session of a user (the operator's command, a staff action): their access tokens stop at once. */
export const revokeAllSessions = (deps: Deps, userId: number, reason: string, db: Database | Tx = deps.database.db): Promise<number> =>
  revokeOtherSessions(deps, userId, null, reason, db);

/**
 * Staff end every session of an account (an investor's, a colleague's) with a reason: the sessions end and the audit
 * row (the reason, how many ended) is written in `tx`. Answers how many ended.
 */
export async function endSessionsByStaff(
  deps: Deps,
  tx: Tx,
  actorId: number,
  target: { id: number; username: string },
  action: Extract<AuditAction, 'user.sessions.revoke' | 'staff.sessions.revoke'>,
  reason: string,
  meta: RequestMeta,
): Promise<number> {
  const revoked = await revokeAllSessions(deps, target.id, 'ended-by-staff', tx);
  await recordAudit(tx, {
    actorId,
    action,
    targetType: 'user',
    targetId: target.id,
    detail: { username: target.username, reason, sessions: revoked },
    ipAddress: meta.ip,
  });
  return revoked;
}
