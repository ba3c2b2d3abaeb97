import type { UserRisk } from '@ico/domain/contracts/risk';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { refuseOwn } from '../../security/own-account';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { updateUsers } from '../sessions/session-state-writes';
import { lockUser } from '../verification/verification-state';
import { recomputeRisk } from './recompute-risk';
import { userRiskOf } from './user-risk-view';

/**
 * `POST /admin/users/:id/risk/review/`: compliance records a periodic review of an investor with its note: the rating is
 * computed afresh and the next review counts from now by the level (RISK_REVIEW_MONTHS). Not for staff accounts nor
 * one's own; audited with the note.
 */
export async function recordRiskReview(
  deps: Pick<Deps, 'database' | 'sessionCache'>,
  actorId: number,
  userId: number,
  input: { note: string },
  meta: RequestMeta,
): Promise<UserRisk> {
  return deps.database.db.transaction(async (tx) => {
    const account = await lockUser(tx, userId);
    refuseOwn(actorId, userId);
    if (account.role !== null) throw new AppError('USER_NOT_EXIST');
    const now = new Date();
    await updateUsers(deps, tx, eq(user.id, userId), { riskReviewedAt: now });
    const rating = await recomputeRisk(deps, tx, userId, now);
    await recordAudit(tx, {
      actorId,
      action: 'risk.review',
      targetType: 'user',
      targetId: userId,
      detail: { note: input.note, level: rating?.level ?? null, previousDueAt: account.riskReviewDueAt?.toISOString() ?? null },
      ipAddress: meta.ip,
    });
    return userRiskOf(tx, userId);
  });
}
