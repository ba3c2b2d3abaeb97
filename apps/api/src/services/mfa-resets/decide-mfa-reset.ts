import type { MfaReset, MfaResetDecisionInput } from '@ico/domain/contracts/mfa-resets';
import { isLanguage } from '@ico/domain/language';
import { MFA_RESET_LINK_DAYS, mfaResetDecisionRefusal } from '@ico/domain/mfa-reset';
import { eq } from 'drizzle-orm';
import { mfaReset, verificationSubmission } from '../../db/schema';
import { AppError } from '../../errors';
import { twoFactorResetMails } from '../../mail/two-factor-reset-mails';
import { reservationsInProgressOf } from '../account-closures/closure-view';
import { resetTwoFactor } from '../accounts/reset-two-factor';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { refuseTooNewApprover } from '../staff/approver-eligibility';
import { describeReset, lockResetForStaff, selfiesOf } from './mfa-reset-view';
import { expireResetLinks, issueResetLink } from './reset-links';

/**
 * Staff who screen identity documents decide on the selfie of an open reset, in one transaction with the user row
 * locked (a second decision gets 409 STATUS_CONFLICT). Never the member who opened the reset, and never an approval
 * of a selfie flagged as a copy of a stored picture (mfaResetDecisionRefusal). For an account with money in progress
 * (a reservation, payment or refund not settled) a first approval only records itself: a second, different member
 * completes the reset. Completing turns two-factor off, deletes its secret and recovery codes, ends every session and
 * mails the owner. Rejecting keeps the reset open and mails the reason with a new link for another selfie. Each step is
 * audited.
 */
export async function decideMfaReset(
  deps: Deps,
  actorId: number,
  resetId: number,
  input: MfaResetDecisionInput,
  meta: RequestMeta,
): Promise<MfaReset> {
  const db = deps.database.db;
  return db.transaction(async (tx) => {
    const { account, reset } = await lockResetForStaff(tx, actorId, resetId);
    const [selfie] = await selfiesOf(tx, resetId);
    if (!reset || reset.completedAt || reset.cancelledAt || selfie?.submission.status !== 'NEED_TO_SCREENING') {
      throw new AppError('STATUS_CONFLICT');
    }
    const refusal = mfaResetDecisionRefusal({
      decision: input.decision,
      actorId,
      openedBy: reset.requestedBy,
      firstApprovedBy: reset.firstApprovedBy,
      copyFlagged: reset.selfieCopyOf !== null,
    });
    if (refusal) throw new AppError(refusal);
    // An approval is a second pair of eyes on the account: a member new to approving waits like for money.
    if (input.decision === 'approve') await refuseTooNewApprover(tx, actorId, deps.config);
    const now = new Date();
    const language = isLanguage(account.language) ? account.language : 'en';
    const approve = input.decision === 'approve';
    const reason = input.reason?.trim() || null;
    if (approve && reset.firstApprovedBy === null && (await reservationsInProgressOf(tx, account.id)) > 0) {
      await tx.update(mfaReset).set({ firstApprovedBy: actorId, firstApprovedAt: now }).where(eq(mfaReset.id, resetId));
      await recordAudit(tx, {
        actorId,
        action: 'mfaReset.firstApprove',
        targetType: 'user',
        targetId: account.id,
        detail: { username: account.username, resetId },
        ipAddress: meta.ip,
      });
      return describeReset(tx, { ...reset, firstApprovedBy: actorId, firstApprovedAt: now });
    }
    await tx
      .update(verificationSubmission)
      .set({ status: approve ? 'DONE' : 'REJECT', reason, decidedAt: now, decidedBy: actorId })
      .where(eq(verificationSubmission.id, selfie.submission.id));
    let detail: Record<string, unknown>;
    if (approve) {
      const done = await resetTwoFactor(deps, tx, account, 'mfa-reset');
      await tx.update(mfaReset).set({ completedAt: now, completedBy: actorId }).where(eq(mfaReset.id, resetId));
      await expireResetLinks(tx, account.id);
      await deps.mailer.enqueue(tx, twoFactorResetMails.completed(account.email, language, `${deps.config.publicUrl}/login`));
      detail = {
        username: account.username,
        resetId,
        firstApprovedBy: reset.firstApprovedBy,
        recoveryCodes: done.recoveryCodes,
        sessions: done.sessions,
      };
    } else {
      await tx.update(mfaReset).set({ firstApprovedBy: null, firstApprovedAt: null }).where(eq(mfaReset.id, resetId));
      const link = await issueResetLink(deps, tx, account);
      await deps.mailer.enqueue(
        tx,
        twoFactorResetMails.selfieRejected(account.email, language, reason ?? '', link.url, MFA_RESET_LINK_DAYS),
      );
      detail = { username: account.username, resetId, reason };
    }
    await recordAudit(tx, {
      actorId,
      action: approve ? 'mfaReset.approve' : 'mfaReset.reject',
      targetType: 'user',
      targetId: account.id,
      detail,
      ipAddress: meta.ip,
    });
    const [after] = await tx.select().from(mfaReset).where(eq(mfaReset.id, resetId));
    if (!after) throw new Error('reset not found after its decision');
    return describeReset(tx, after);
  });
}
