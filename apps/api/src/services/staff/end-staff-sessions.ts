import type { RevokedSessions } from '@ico/domain/contracts/sessions';
import { refuseOwn } from '../../security/own-account';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { revokeAllSessions } from '../sessions/revoke-other-sessions';
import { lockStaffMember } from './staff-member';

/**
 * `POST /admin/staff/:id/sessions/revoke/`: signs a staff member out of every device (a lost laptop, a shared screen);
 * their access tokens stop at the next request. The member may sign in again. Not one's own sessions (the profile's
 * session list does that). Audited with the reason and the number of sessions ended.
 */
export async function endStaffSessions(
  deps: Deps,
  actorId: number,
  userId: number,
  reason: string,
  meta: RequestMeta,
): Promise<RevokedSessions> {
  refuseOwn(actorId, userId);
  return deps.database.db.transaction(async (tx) => {
    const member = await lockStaffMember(tx, userId);
    const revoked = await revokeAllSessions(deps, member.id, 'ended-by-staff', tx);
    await recordAudit(tx, {
      actorId,
      action: 'staff.sessions.revoke',
      targetType: 'user',
      targetId: member.id,
      detail: { username: member.username, reason, sessions: revoked },
      ipAddress: meta.ip,
    });
    return { revoked };
  });
}
