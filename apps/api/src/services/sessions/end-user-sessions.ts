import type { RevokedSessions } from '@ico/domain/contracts/sessions';
import { and, eq, isNull } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { sessionMails } from '../../mail/session-mails';
import { refuseOwn } from '../../security/own-account';
import type { Deps, RequestMeta } from '../deps';
import { endSessionsByStaff } from './revoke-other-sessions';

/**
 * `POST /admin/users/{id}/sessions/revoke/`: staff end every session of an investor (a stolen phone, a suspected
 * takeover), with a reason. The sessions end, the audit row is written and the mail to the investor is queued in one
 * transaction. Staff accounts are not users of this page (as in the user detail): 404 USER_NOT_EXIST.
 */
export async function endUserSessions(
  deps: Deps,
  actorId: number,
  userId: number,
  reason: string,
  meta: RequestMeta,
): Promise<RevokedSessions> {
  refuseOwn(actorId, userId);
  const answer = await deps.database.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: user.id, username: user.username, email: user.email, language: user.language })
      .from(user)
      .where(and(eq(user.id, userId), isNull(user.role)))
      .for('update')
      .limit(1);
    if (!target) throw new AppError('USER_NOT_EXIST');
    const revoked = await endSessionsByStaff(deps, tx, actorId, target, 'user.sessions.revoke', reason, meta);
    await deps.mailer.enqueue(tx, sessionMails.endedByStaff(target.email, target.language, reason, `${deps.config.publicUrl}/login`));
    return { revoked };
  });
  deps.mailer.drain();
  return answer;
}
