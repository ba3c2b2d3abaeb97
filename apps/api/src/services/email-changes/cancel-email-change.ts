import { eq, gte, isNull, or } from 'drizzle-orm';
import { uniqueViolation } from '../../db/errors';
import { emailChange, user } from '../../db/schema';
import { AppError } from '../../errors';
import { emailChangeMails } from '../../mail/email-change-messages';
import { LIMITS } from '../../security/rate-limiter';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { revokeOtherSessions } from '../sessions/revoke-other-sessions';
import { updateUsers } from '../sessions/session-state-writes';
import { findChangeLink, takenByAnother, withdrawChanges } from './email-change-links';

/**
 * `POST /auth/email_change/cancel/`: the old address's link, within the cancel period, before or after the
 * confirmation, undoes the change: the old address comes back, the change and every later or pending one are
 * withdrawn with their links (so a later change's cancel link cannot bring the other address back), every session
 * ends, the owner is advised to set a new password, and the audit log keeps it.
 */
export async function cancelEmailChange(deps: Deps, code: string, meta: RequestMeta): Promise<void> {
  await deps.limiter.consume(LIMITS.linkCheckAddress, meta.ip);
  let ownerId: number;
  try {
    ownerId = await deps.database.db.transaction(async (tx) => {
      const { change } = await findChangeLink(tx, 'cancel', code, true);
      const [account] = await tx.select().from(user).where(eq(user.id, change.userId)).for('update');
      if (!account) throw new AppError('VERIFICATION_CODE_WRONG');
      const now = new Date();
      if (change.confirmedAt !== null) {
        if (await takenByAnother(tx, change.oldEmail, account.id)) throw new AppError('EMAIL_EXISTS', { email: 'EMAIL_EXISTS' });
        await updateUsers(deps, tx, eq(user.id, account.id), { email: change.oldEmail, updatedAt: now });
      }
      // This change, every later one, and any still waiting for its new address.
      await withdrawChanges(tx, account.id, or(gte(emailChange.createdAt, change.createdAt), isNull(emailChange.confirmedAt)), now);
      await recordAudit(tx, {
        actorId: account.id,
        action: 'email.change.cancel',
        targetType: 'user',
        targetId: account.id,
        detail: { from: change.newEmail, to: change.oldEmail, confirmed: change.confirmedAt !== null },
        ipAddress: meta.ip,
      });
      await deps.mailer.enqueue(tx, emailChangeMails.cancelled(change.oldEmail, account.language, `${deps.config.publicUrl}/login`));
      return account.id;
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new AppError('EMAIL_EXISTS', { email: 'EMAIL_EXISTS' });
    throw error;
  }
  await revokeOtherSessions(deps, ownerId, null, 'email-change-cancelled');
}
