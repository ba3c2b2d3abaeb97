import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import type { QueueEntry, ScreeningQueueQuery } from '@ico/domain/contracts/verification';
import { SCREENED_ITEMS } from '@ico/domain/statuses';
import { and, asc, count, eq } from 'drizzle-orm';
import { user, verificationSubmission } from '../../db/schema';
import type { ScreenedItem } from '../../mail/decision-messages';
import { toSummary } from '../accounts/user-row';
import type { Deps } from '../deps';
import { isItemSubmission } from './item-submissions';

/**
 * Submissions waiting for staff, oldest first (first come, first served), 25 a page, with how many wait per
 * item so the queue can show its tabs without a call per item.
 */
export async function screeningQueue(deps: Deps, query: ScreeningQueueQuery) {
  const db = deps.database.db;
  const waiting = and(eq(verificationSubmission.status, 'NEED_TO_SCREENING'), isItemSubmission);
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
  for (const row of perItem) if (row.item in counts) counts[row.item] = row.value;
  const total = query.item ? counts[query.item] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  const results: QueueEntry[] = rows.map((row) => ({
    id: row.submission.id,
    item: row.submission.item,
    submittedAt: row.submission.submittedAt.toISOString(),
    user: toSummary(row.user),
  }));
  return { results, count: total, counts };
}
