import type { Me, UserSummary } from '@ico/domain/account';
import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import { isLanguage } from '@ico/domain/language';
import { SCREENED_ITEMS, SCREENING_DECISIONS, type VerificationStatus } from '@ico/domain/statuses';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { privateFile, user, verificationSubmission } from '../db/schema';
import { AppError } from '../errors';
import { decisionMessage, promotedMessage, type ScreenedItem, type ScreeningDecision } from '../mail/decision-messages';
import { recordAudit } from './audit';
import type { Deps, RequestMeta } from './deps';
import { sendMessage } from './messages';
import { toMe, toSummary } from './users';
import { lockUser, promoteIfQualified, STATUS_COLUMN } from './verification';

type SubmissionRow = typeof verificationSubmission.$inferSelect;

export type Submission = {
  id: number;
  item: ScreenedItem;
  status: VerificationStatus;
  data: Record<string, string>;
  reason: string | null;
  submittedAt: string;
  decidedAt: string | null;
  /** The username of the staff member who decided. */
  decidedBy: string | null;
};
export type SubmissionFile = { id: string; field: string; fileName: string; contentType: string; size: number };
export type QueueEntry = { id: number; item: ScreenedItem; submittedAt: string; user: UserSummary };
export type ScreeningDetail = { submission: Submission; user: Me; files: SubmissionFile[]; history: Submission[] };

const decider = alias(user, 'decider');

function toSubmission(row: SubmissionRow, decidedBy: string | null): Submission {
  return {
    id: row.id,
    item: row.item as ScreenedItem,
    status: row.status as VerificationStatus,
    data: row.data,
    reason: row.reason,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy,
  };
}

/**
 * Submissions waiting for staff, oldest first (first come, first served), 25 a page, with how many wait per
 * item so the queue can show its tabs without a call per item.
 */
export async function screeningQueue(deps: Deps, query: { item?: ScreenedItem | undefined; page: number }) {
  const db = deps.database.db;
  const waiting = eq(verificationSubmission.status, 'NEED_TO_SCREENING');
  const where = query.item ? and(waiting, eq(verificationSubmission.item, query.item)) : waiting;
  const [rows, perItem] = await Promise.all([
    db
      .select({ submission: verificationSubmission, user })
      .from(verificationSubmission)
      .innerJoin(user, eq(user.id, verificationSubmission.userId))
      .where(where)
      .orderBy(asc(verificationSubmission.submittedAt), asc(verificationSubmission.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ item: verificationSubmission.item, value: count() })
      .from(verificationSubmission)
      .where(waiting)
      .groupBy(verificationSubmission.item),
  ]);
  const counts = Object.fromEntries(SCREENED_ITEMS.map((item) => [item, 0])) as Record<ScreenedItem, number>;
  for (const row of perItem) if (row.item in counts) counts[row.item as ScreenedItem] = row.value;
  const total = query.item ? counts[query.item] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  const results: QueueEntry[] = rows.map((row) => ({
    id: row.submission.id,
    item: row.submission.item as ScreenedItem,
    submittedAt: row.submission.submittedAt.toISOString(),
    user: toSummary(row.user),
  }));
  return { results, count: total, counts };
}

/** One submission with its investor, its files and the investor's earlier submissions of the same item. */
export async function screeningDetail(deps: Deps, submissionId: number): Promise<ScreeningDetail> {
  const db = deps.database.db;
  const [found] = await db
    .select({ submission: verificationSubmission, decider: decider.username, user })
    .from(verificationSubmission)
    .innerJoin(user, eq(user.id, verificationSubmission.userId))
    .leftJoin(decider, eq(decider.id, verificationSubmission.decidedBy))
    .where(eq(verificationSubmission.id, submissionId))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND');
  const { submission } = found;
  const [files, history] = await Promise.all([
    db
      .select({
        id: privateFile.id,
        field: privateFile.field,
        fileName: privateFile.fileName,
        contentType: privateFile.contentType,
        size: privateFile.size,
      })
      .from(privateFile)
      .where(eq(privateFile.submissionId, submission.id))
      .orderBy(asc(privateFile.createdAt), asc(privateFile.field)),
    db
      .select({ submission: verificationSubmission, decider: decider.username })
      .from(verificationSubmission)
      .leftJoin(decider, eq(decider.id, verificationSubmission.decidedBy))
      .where(
        and(
          eq(verificationSubmission.userId, submission.userId),
          eq(verificationSubmission.item, submission.item),
          ne(verificationSubmission.id, submission.id),
        ),
      )
      .orderBy(desc(verificationSubmission.submittedAt), desc(verificationSubmission.id)),
  ]);
  return {
    submission: toSubmission(submission, found.decider),
    user: toMe(found.user),
    files,
    history: history.map((row) => toSubmission(row.submission, row.decider)),
  };
}

export type DecisionInput = { decision: ScreeningDecision; reason?: string | null | undefined };

/**
 * A staff decision on a waiting submission, in one transaction: the investor and the submission are locked,
 * so two decisions on the same submission never both pass (the second gets 409 STATUS_CONFLICT). The item's
 * status follows SCREENING_DECISIONS; the investor gets a message in their language; the decision is audited;
 * an approval that completes the verification makes the investor a retail investor.
 */
export async function decideSubmission(deps: Deps, actorId: number, submissionId: number, input: DecisionInput, meta: RequestMeta) {
  const db = deps.database.db;
  const [target] = await db
    .select({ userId: verificationSubmission.userId })
    .from(verificationSubmission)
    .where(eq(verificationSubmission.id, submissionId))
    .limit(1);
  if (!target) throw new AppError('NOT_FOUND');
  const reason = input.decision === 'approve' ? input.reason?.trim() || null : (input.reason?.trim() ?? null);
  return db.transaction(async (tx) => {
    const account = await lockUser(tx, target.userId);
    const [current] = await tx
      .select()
      .from(verificationSubmission)
      .where(eq(verificationSubmission.id, submissionId))
      .for('update')
      .limit(1);
    if (!current) throw new AppError('NOT_FOUND');
    const item = current.item as ScreenedItem;
    const [newest] = await tx
      .select({ id: verificationSubmission.id })
      .from(verificationSubmission)
      .where(and(eq(verificationSubmission.userId, current.userId), eq(verificationSubmission.item, current.item)))
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
    await tx
      .update(user)
      .set({ [STATUS_COLUMN[item]]: status, updatedAt: now })
      .where(eq(user.id, account.id));
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
    const levelChanged = input.decision === 'approve' && (await promoteIfQualified(tx, account.id));
    if (levelChanged) await sendMessage(deps, tx, { userId: account.id, senderId: actorId, ...promotedMessage(language) });
    const [after] = await tx.select().from(user).where(eq(user.id, account.id)).limit(1);
    const [actor] = await tx.select({ username: user.username }).from(user).where(eq(user.id, actorId)).limit(1);
    if (!decided || !after) throw new Error('decision not stored');
    return { submission: toSubmission(decided, actor?.username ?? null), user: toSummary(after), levelChanged };
  });
}
