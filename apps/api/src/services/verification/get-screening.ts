import type { ScreeningDetail } from '@ico/domain/contracts/verification';
import { and, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { user, verificationSubmission } from '../../db/schema';
import { AppError } from '../../errors';
import { toMe } from '../accounts/user-row';
import type { Deps } from '../deps';
import { isItemSubmission } from './item-submissions';
import { submissionFiles } from './submission-files';
import { toSubmission } from './submission-view';

const decider = alias(user, 'decider');

/** One submission with its investor, its files and the investor's earlier submissions of the same item. */
export async function screeningDetail(deps: Deps, submissionId: number): Promise<ScreeningDetail> {
  const db = deps.database.db;
  const [found] = await db
    .select({ submission: verificationSubmission, decider: decider.username, user })
    .from(verificationSubmission)
    .innerJoin(user, eq(user.id, verificationSubmission.userId))
    .leftJoin(decider, eq(decider.id, verificationSubmission.decidedBy))
    .where(and(eq(verificationSubmission.id, submissionId), isItemSubmission))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND');
  const { submission } = found;
  const [files, history] = await Promise.all([
    submissionFiles(db, submission.id),
    db
      .select({ submission: verificationSubmission, decider: decider.username })
      .from(verificationSubmission)
      .leftJoin(decider, eq(decider.id, verificationSubmission.decidedBy))
      .where(
        and(
          eq(verificationSubmission.userId, submission.userId),
          eq(verificationSubmission.item, submission.item),
          ne(verificationSubmission.id, submission.id),
          isItemSubmission,
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
