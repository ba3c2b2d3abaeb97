import type { MyEdd } from '@ico/domain/contracts/edd';
import { needsEnhancedDueDiligence } from '@ico/domain/risk-rating';
import { desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { eddDeclaration, user } from '../../db/schema';

/**
 * Where the investor stands with enhanced due diligence: a declaration is required while their level is high and
 * none is approved since their last periodic review came due.
 */
export async function myEdd(db: Database | Tx, userId: number): Promise<MyEdd> {
  const [account] = await db.select({ riskLevel: user.riskLevel }).from(user).where(eq(user.id, userId)).limit(1);
  const [latest] = await db
    .select()
    .from(eddDeclaration)
    .where(eq(eddDeclaration.userId, userId))
    .orderBy(desc(eddDeclaration.submittedAt), desc(eddDeclaration.id))
    .limit(1);
  const approved = latest?.status === 'APPROVED';
  return {
    required: needsEnhancedDueDiligence(account?.riskLevel) && !approved,
    status: latest?.status ?? null,
    submittedAt: latest?.submittedAt.toISOString() ?? null,
    returnReason: latest?.status === 'RETURNED' ? latest.returnReason : null,
  };
}

/** Whether the investor's newest declaration is approved (the high-risk investor's way to the retail level). */
export async function eddApproved(db: Database | Tx, userId: number): Promise<boolean> {
  const [latest] = await db
    .select({ status: eddDeclaration.status })
    .from(eddDeclaration)
    .where(eq(eddDeclaration.userId, userId))
    .orderBy(desc(eddDeclaration.submittedAt), desc(eddDeclaration.id))
    .limit(1);
  return latest?.status === 'APPROVED';
}
