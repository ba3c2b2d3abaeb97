import type { Decision } from '@ico/domain/contracts/verification';
import { isLanguage } from '@ico/domain/language';
import { SCREENING_DECISIONS } from '@ico/domain/statuses';
import { and, desc, eq } from 'drizzle-orm';
import { user, verificationSubmission } from '../../db/schema';
import { AppError } from '../../errors';
import { decisionMessage, promotedMessage } from '../../mail/decision-messages';
import { refuseOwn } from '../../security/own-account';
import { toSummary } from '../accounts/user-row';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { sendMessage } from '../messages/send-message';
import { recomputeRisk } from '../risk/recompute-risk';
import { screenInvestor } from '../screening/screen-investor';
import { updateUsers } from '../sessions/session-state-writes';
import { isItemSubmission } from './item-submissions';
import { toSubmission } from './submission-view';
import { lockUser, promoteIfQualified, STATUS_COLUMN } from './verification-state';

/**
 * A staff decision on a waiting submission, in one transaction: the investor and the submission are locked,
 * so two decisions on the same submission never both pass (the second gets 409 STATUS_CONFLICT). The item's
 * status follows SCREENING_DECISIONS; the investor gets a message in their language; the decision is audited;
 * an approval that completes the verification makes the investor a retail investor.
 */
export async function decideSubmission(deps: Deps, actorId: number, submissionId: number, input: Decision, meta: RequestMeta) {
  const db = deps.database.db;
  const [target] = await db
    .select({ userId: verificationSubmission.userId })
    .from(verificationSubmission)
    .where(and(eq(verificationSubmission.id, submissionId), isItemSubmission))
    .limit(1);
  if (!target) throw new AppError('NOT_FOUND');
  const reason = input.decision === 'approve' ? input.reason?.trim() || null : (input.reason?.trim() ?? null);
  // Issue 30: screened before an approval, in its own transaction, so a potential match opens its case even though
  // the approval is then refused (403 SCREENING_HOLD with the state: the case is decided first).
  if (input.decision === 'approve') {
    refuseOwn(actorId, target.userId);
    await db.transaction((tx) => screenInvestor(deps, tx, target.userId, 'verificationApproval'));
  }
  return db.transaction(async (tx) => {
    refuseOwn(actorId, target.userId);
    const account = await lockUser(tx, target.userId);
    if (input.decision === 'approve' && account.screeningState !== 'CLEAR') {
      throw new AppError('SCREENING_HOLD', { state: account.screeningState });
    }
    const [current] = await tx
      .select()
      .from(verificationSubmission)
      .where(eq(verificationSubmission.id, submissionId))
      .for('update')
      .limit(1);
    if (!current) throw new AppError('NOT_FOUND');
    const item = current.item;
    const [newest] = await tx
      .select({ id: verificationSubmission.id })
      .from(verificationSubmission)
      .where(and(eq(verificationSubmission.userId, current.userId), eq(verificationSubmission.item, current.item), isItemSubmission))
      .orderBy(desc(verificationSubmission.submittedAt), desc(verificationSubmission.id))
      .limit(1);
    if (current.status !== 'NEED_TO_SCREENING' || newest?.id !== current.id || account[STATUS_COLUMN[item]] !== 'NEED_TO_SCREENING') {
      throw new AppError('STATUS_CONFLICT');
    }
    const status = SCREENING_DECISIONS[input.decision];
    const now = new Date();
    const [decided] = await tx
      .update(verificationSubmission)
      .set({ status, reason, decidedAt: now, decidedBy: actorId })
      .where(eq(verificationSubmission.id, submissionId))
      .returning();
    await updateUsers(deps, tx, eq(user.id, account.id), { [STATUS_COLUMN[item]]: status, updatedAt: now });
    // Issue 30: the detail information decided is the risk rating's source of facts: rated again.
    if (item === 'detailInfo') await recomputeRisk(deps, tx, account.id, now);
    const language = isLanguage(account.language) ? account.language : 'en';
    await sendMessage(deps, tx, { userId: account.id, senderId: actorId, ...decisionMessage(language, item, input.decision, reason) });
    await recordAudit(tx, {
      actorId,
      action: 'verification.decide',
      targetType: 'verification_submission',
      targetId: submissionId,
      detail: { item, decision: input.decision, reason, username: account.username },
      ipAddress: meta.ip,
    });
    const levelChanged = input.decision === 'approve' && (await promoteIfQualified(deps, tx, account.id));
    if (levelChanged) await sendMessage(deps, tx, { userId: account.id, senderId: actorId, ...promotedMessage(language) });
    const [after] = await tx.select().from(user).where(eq(user.id, account.id)).limit(1);
    const [actor] = await tx.select({ username: user.username }).from(user).where(eq(user.id, actorId)).limit(1);
    if (!decided || !after) throw new Error('decision not stored');
    return { submission: toSubmission(decided, actor?.username ?? null), user: toSummary(after), levelChanged };
  });
}
