import { closureRefusalRefusal, closureStatus } from '@ico/domain/account-closure';
import type { StaffClosure } from '@ico/domain/contracts/account-closures';
import { isLanguage } from '@ico/domain/language';
import { eq } from 'drizzle-orm';
import { accountClosure, user } from '../../db/schema';
import { AppError } from '../../errors';
import { closureRefusedMessage } from '../../mail/data-rights-mails';
import { refuseOwn } from '../../security/own-account';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { sendMessage } from '../messages/send-message';
import { updateUsers } from '../sessions/session-state-writes';
import { reservationsInProgressOf, toStaffClosure } from './closure-view';
import { lockClosure } from './lock-closure';

/**
 * `POST /admin/closures/:id/refuse/`: staff refuse a pending request with a reason. The account gets back the level it
 * had before the request; the investor reads the reason in the inbox and its mail copy. Audited.
 */
export async function refuseAccountClosure(
  deps: Deps,
  actorId: number,
  closureId: number,
  input: { reason: string },
  meta: RequestMeta,
): Promise<StaffClosure> {
  return deps.database.db.transaction(async (tx) => {
    const closure = await lockClosure(tx, closureId);
    refuseOwn(actorId, closure.userId);
    const refusal = closureRefusalRefusal(closureStatus(closure));
    if (refusal) throw new AppError(refusal);
    const now = new Date();
    const [refused] = await tx.update(accountClosure).set({ cancelledAt: now }).where(eq(accountClosure.id, closure.id)).returning();
    if (!refused) throw new AppError('CLOSURE_NOT_EXIST');
    const [account] =
      closure.userId === null
        ? []
        : await updateUsers(deps, tx, eq(user.id, closure.userId), { userLevel: closure.previousLevel, updatedAt: now });
    await recordAudit(tx, {
      actorId,
      action: 'account.closure.refuse',
      targetType: 'user',
      targetId: closure.userId ?? undefined,
      detail: { username: closure.username, closureId: closure.id, from: 'BLOCKED_LEVEL', to: closure.previousLevel, reason: input.reason },
      ipAddress: meta.ip,
    });
    if (!account) return toStaffClosure(refused, null, 0);
    const language = isLanguage(account.language) ? account.language : 'en';
    await sendMessage(deps, tx, {
      userId: account.id,
      senderId: actorId,
      ...closureRefusedMessage(language, input.reason),
      recipient: { email: account.email, language },
    });
    return toStaffClosure(refused, null, await reservationsInProgressOf(tx, account.id));
  });
}
