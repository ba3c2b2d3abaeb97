import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import type { OverdueReview } from '@ico/domain/contracts/risk';
import { INVESTOR_LEVELS } from '@ico/domain/statuses';
import { and, asc, count, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { user } from '../../db/schema';
import type { Deps } from '../deps';

/**
 * `GET /admin/risk/reviews/overdue/`: investors (retail and professional) whose periodic review date has passed, the
 * most overdue first (high-risk investors come due soonest: RISK_REVIEW_MONTHS).
 */
export async function overdueReviews(
  deps: Pick<Deps, 'database'>,
  query: { page: number },
  now = new Date(),
): Promise<{ results: OverdueReview[]; count: number }> {
  const db = deps.database.db;
  const where = and(
    isNull(user.role),
    inArray(user.userLevel, [...INVESTOR_LEVELS]),
    isNotNull(user.riskLevel),
    lte(user.riskReviewDueAt, now),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(user)
      .where(where)
      .orderBy(asc(user.riskReviewDueAt), asc(user.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(user).where(where),
  ]);
  return {
    count: total?.n ?? 0,
    results: rows.flatMap((row) =>
      row.riskLevel && row.riskReviewDueAt
        ? [
            {
              userId: row.id,
              username: row.username,
              name: `${row.firstNameEN} ${row.lastNameEN}`.trim(),
              userLevel: row.userLevel,
              level: row.riskLevel,
              reviewedAt: row.riskReviewedAt?.toISOString() ?? null,
              reviewDueAt: row.riskReviewDueAt.toISOString(),
            },
          ]
        : [],
    ),
  };
}
