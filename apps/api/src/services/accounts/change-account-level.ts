import type { UserSummary } from '@ico/domain/account';
import { closureStatus, levelChangeRefusal } from '@ico/domain/account-closure';
import { qualifiesForRetail, type UserLevel } from '@ico/domain/statuses';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { accountClosure, user } from '../../db/schema';
import { AppError } from '../../errors';
import { refuseOwn } from '../../security/own-account';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { updateUsers } from '../sessions/session-state-writes';
import { retailStatusesOf } from '../verification/verification-state';
import { toSummary } from './user-row';

/**
 * Staff set a level by hand (professional after inquiry 5, blocked); the reason goes to the audit log. Not while a
 * closure holds the account (the domain's levelChangeRefusal).
 */
export async function changeLevel(
  deps: Deps,
  actorId: number,
  userId: number,
  input: { level: UserLevel; reason: string },
  meta: RequestMeta,
): Promise<UserSummary> {
  refuseOwn(actorId, userId);
  return deps.database.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(user)
      .where(and(eq(user.id, userId), isNull(user.role)))
      .for('update')
      .limit(1);
    if (!current) throw new AppError('USER_NOT_EXIST');
    const [closure] = await tx
      .select()
      .from(accountClosure)
      .where(eq(accountClosure.userId, userId))
      .orderBy(desc(accountClosure.requestedAt), desc(accountClosure.id))
      .limit(1);
    const refusal = levelChangeRefusal(closure ? closureStatus(closure) : undefined);
    if (refusal) throw new AppError(refusal);
    // The retail level follows from the approved verification (a corporate investor's company file included); staff
    // give it back by hand, say after a block, only to an account that qualifies.
    if (input.level === 'RETAIL_INVESTOR_LEVEL' && !qualifiesForRetail(current.individual, retailStatusesOf(current)))
      throw new AppError('NOT_QUALIFIED_FOR_RETAIL');
    const [updated] = await updateUsers(deps, tx, eq(user.id, userId), { userLevel: input.level, updatedAt: new Date() });
    await recordAudit(tx, {
      actorId,
      action: 'user.level.change',
      targetType: 'user',
      targetId: userId,
      detail: { username: current.username, from: current.userLevel, to: input.level, reason: input.reason },
      ipAddress: meta.ip,
    });
    if (!updated) throw new AppError('USER_NOT_EXIST');
    return toSummary(updated);
  });
}
