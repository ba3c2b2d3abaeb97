import type { MfaReset } from '@ico/domain/contracts/mfa-resets';
import { isLanguage } from '@ico/domain/language';
import { eq } from 'drizzle-orm';
import { mfaReset } from '../../db/schema';
import { AppError } from '../../errors';
import { twoFactorResetMails } from '../../mail/two-factor-reset-mails';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { describeReset, lockResetForStaff } from './mfa-reset-view';
import { expireResetLinks } from './reset-links';

/**
 * Staff cancel an open reset (the investor found the phone, or the request was not theirs): its link stops working,
 * a selfie waiting for screening is no longer offered for a decision, two-factor stays as it is; audited, the owner
 * mailed.
 */
export async function cancelMfaReset(deps: Deps, actorId: number, resetId: number, meta: RequestMeta): Promise<MfaReset> {
  const db = deps.database.db;
  return db.transaction(async (tx) => {
    const { account, reset } = await lockResetForStaff(tx, actorId, resetId);
    if (!reset || reset.completedAt || reset.cancelledAt) throw new AppError('STATUS_CONFLICT');
    const [after] = await tx.update(mfaReset).set({ cancelledAt: new Date() }).where(eq(mfaReset.id, resetId)).returning();
    await expireResetLinks(tx, account.id);
    const language = isLanguage(account.language) ? account.language : 'en';
    await deps.mailer.enqueue(tx, twoFactorResetMails.cancelled(account.email, language));
    await recordAudit(tx, {
      actorId,
      action: 'mfaReset.cancel',
      targetType: 'user',
      targetId: account.id,
      detail: { username: account.username, resetId },
      ipAddress: meta.ip,
    });
    if (!after) throw new Error('reset not found after cancelling');
    return describeReset(tx, after);
  });
}
