import type { UserRisk } from '@ico/domain/contracts/risk';
import { desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { eddDeclaration, user } from '../../db/schema';
import { AppError } from '../../errors';

/** An account's rating, review dates and newest EDD declaration, as the back office's user page shows them. */
export async function userRiskOf(db: Database | Tx, userId: number): Promise<UserRisk> {
  const [account] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
  if (!account) throw new AppError('USER_NOT_EXIST');
  const [edd] = await db
    .select({ id: eddDeclaration.id, status: eddDeclaration.status })
    .from(eddDeclaration)
    .where(eq(eddDeclaration.userId, userId))
    .orderBy(desc(eddDeclaration.submittedAt), desc(eddDeclaration.id))
    .limit(1);
  return {
    level: account.riskLevel,
    reasons: account.riskReasons,
    computedAt: account.riskComputedAt?.toISOString() ?? null,
    reviewedAt: account.riskReviewedAt?.toISOString() ?? null,
    reviewDueAt: account.riskReviewDueAt?.toISOString() ?? null,
    eddStatus: edd?.status ?? null,
    eddId: edd?.id ?? null,
  };
}
