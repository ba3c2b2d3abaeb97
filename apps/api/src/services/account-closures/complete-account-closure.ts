import { closureCompletionRefusal, closureStatus, deleteAfterOf } from '@ico/domain/account-closure';
import type { StaffClosure } from '@ico/domain/contracts/account-closures';
import { and, eq, isNull } from 'drizzle-orm';
import { accountClosure, authSession, recoveryCode, user } from '../../db/schema';
import { AppError } from '../../errors';
import { dataRightsMails } from '../../mail/data-rights-mails';
import { refuseOwn } from '../../security/own-account';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { updateSessions, updateUsers } from '../sessions/session-state-writes';
import { reservationsInProgressOf, toStaffClosure } from './closure-view';
import { lockClosure } from './lock-closure';

/**
 * `POST /admin/closures/:id/complete/`: staff close the account when no reservation of the investor is in progress
 * (409 RESERVATION_IN_PROGRESS otherwise). The data is kept until `delete_after` (completion plus the AML retention
 * period), when the deletion job removes it. The account can no longer sign in: its password, two-factor secret and
 * recovery codes go now (no law asks to keep them), and every session ends. Audited and mailed.
 */
export async function completeAccountClosure(
  deps: Deps,
  actor: { id: number; username: string },
  closureId: number,
  meta: RequestMeta,
  now = new Date(),
): Promise<StaffClosure> {
  return deps.database.db.transaction(async (tx) => {
    const closure = await lockClosure(tx, closureId);
    const userId = closure.userId;
    refuseOwn(actor.id, userId);
    const [account] = userId === null ? [] : await tx.select().from(user).where(eq(user.id, userId)).for('update').limit(1);
    const refusal =
      closureCompletionRefusal({
        status: closureStatus(closure),
        reservationsInProgress: account ? await reservationsInProgressOf(tx, account.id) : 0,
      }) ?? (account ? undefined : 'STATUS_CONFLICT');
    if (refusal || !account) throw new AppError(refusal ?? 'STATUS_CONFLICT');
    const deleteAfter = deleteAfterOf(now, deps.config.amlRetentionYears);
    const [completed] = await tx
      .update(accountClosure)
      .set({ completedAt: now, completedBy: actor.id, deleteAfter })
      .where(eq(accountClosure.id, closure.id))
      .returning();
    await updateUsers(deps, tx, eq(user.id, account.id), {
      userLevel: 'BLOCKED_LEVEL',
      passwordHash: null,
      mfaEnabled: false,
      otpSecret: null,
      otpPendingSecret: null,
      updatedAt: now,
    });
    await tx.delete(recoveryCode).where(eq(recoveryCode.userId, account.id));
    await updateSessions(deps, tx, and(eq(authSession.userId, account.id), isNull(authSession.revokedAt)), {
      revokedAt: now,
      revokedReason: 'account-closed',
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'account.closure.complete',
      targetType: 'user',
      targetId: account.id,
      detail: { username: account.username, closureId: closure.id, deleteAfter: deleteAfter.toISOString() },
      ipAddress: meta.ip,
    });
    await deps.mailer.enqueue(
      tx,
      dataRightsMails.closureCompleted(account.email, account.language, deleteAfter, deps.config.amlRetentionYears),
    );
    if (!completed) throw new AppError('CLOSURE_NOT_EXIST');
    return toStaffClosure(completed, actor.username, 0);
  });
}
