import { moneyMayMove } from '@ico/domain/screening';
import { HELD_JOINING_STATUSES } from '@ico/domain/screening-cases';
import type { JoiningStatus } from '@ico/domain/statuses';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { user } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * Issue 30: no money moves for an account under a screening review or frozen. Staff meet 403 SCREENING_HOLD (with the
 * state, so the back office can say why and link the case) when they propose or approve a payment confirmation, a refund
 * or a token delivery. It reads the account's flag (kept by screening and by the case decisions), never the lists.
 */
export async function refuseScreeningHold(db: Database | Tx, userId: number): Promise<void> {
  const [row] = await db.select({ state: user.screeningState }).from(user).where(eq(user.id, userId)).limit(1);
  if (row && !moneyMayMove(row.state)) throw new AppError('SCREENING_HOLD', { state: row.state });
}

/** The same, only when the joining's new status is one that moves money or tokens (HELD_JOINING_STATUSES). */
export async function refuseHeldStatus(db: Database | Tx, userId: number, to: JoiningStatus | null): Promise<void> {
  if (to !== null && (HELD_JOINING_STATUSES as readonly string[]).includes(to)) await refuseScreeningHold(db, userId);
}
