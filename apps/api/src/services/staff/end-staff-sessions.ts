import type { RevokedSessions } from '@ico/domain/contracts/sessions';
import { refuseOwn } from '../../security/own-account';
import type { Deps, RequestMeta } from '../deps';
import { endSessionsByStaff } from '../sessions/revoke-other-sessions';
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
    const revoked = await endSessionsByStaff(deps, tx, actorId, member, 'staff.sessions.revoke', reason, meta);
    return { revoked };
  });
}
