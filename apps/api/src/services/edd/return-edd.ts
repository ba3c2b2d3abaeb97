import type { EddDetail } from '@ico/domain/contracts/edd';
import { isEddPending } from '@ico/domain/edd';
import { eq } from 'drizzle-orm';
import { eddDeclaration } from '../../db/schema';
import { AppError } from '../../errors';
import { eddMessages } from '../../mail/risk-messages';
import { refuseOwn } from '../../security/own-account';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { sendMessage } from '../messages/send-message';
import { lockUser } from '../verification/verification-state';
import { eddDetailOf, lockEdd } from './edd-view';

/**
 * `POST /admin/edd/:id/return/`: compliance (or the senior role instead of approving) returns a declaration in review
 * with a reason the investor reads; they declare again. Never on one's own account; audited with the reason.
 */
export async function returnEdd(
  deps: Pick<Deps, 'database' | 'mailer' | 'config'>,
  actorId: number,
  id: number,
  input: { reason: string },
  meta: RequestMeta,
): Promise<EddDetail> {
  return deps.database.db.transaction(async (tx) => {
    const row = await lockEdd(tx, id);
    refuseOwn(actorId, row.userId);
    if (!isEddPending(row.status)) throw new AppError('EDD_STATUS_CONFLICT');
    const account = await lockUser(tx, row.userId);
    await tx
      .update(eddDeclaration)
      .set({ status: 'RETURNED', decidedBy: actorId, decidedAt: new Date(), returnReason: input.reason })
      .where(eq(eddDeclaration.id, id));
    await sendMessage(deps, tx, {
      userId: row.userId,
      senderId: actorId,
      ...eddMessages.returned(account.language === 'th' ? 'th' : 'en', input.reason),
    });
    await recordAudit(tx, {
      actorId,
      action: 'edd.return',
      targetType: 'edd',
      targetId: id,
      detail: { userId: row.userId, reason: input.reason, from: row.status },
      ipAddress: meta.ip,
    });
    return eddDetailOf(tx, id);
  });
}
