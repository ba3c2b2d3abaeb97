import { roleCanApprove } from '@ico/domain/staff';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Tx } from '../../db/client';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { staffRoleOf, type UserRow } from '../accounts/user-row';

/** The end of a member's waiting period: STAFF_APPROVAL_WAIT_HOURS after their power to approve last began. */
const waitEnds = (row: Pick<UserRow, 'approverSince'>, config: Pick<Config, 'staffApprovalWaitMs'>): Date =>
  new Date(row.approverSince.getTime() + config.staffApprovalWaitMs);

/**
 * Issue 29: the instant from which a member's approvals of money are accepted, for the staff page; null for a role
 * that cannot approve. The wait (from the approval of their account, their enabling again, a role that can approve)
 * gives the other staff time to notice a member who should not be there before that member can be the second pair
 * of eyes.
 */
export function approvesFrom(row: Pick<UserRow, 'role' | 'approverSince'>, config: Pick<Config, 'staffApprovalWaitMs'>): Date | null {
  return roleCanApprove(staffRoleOf(row)) ? waitEnds(row, config) : null;
}

/**
 * 403 APPROVER_TOO_NEW (with `detail.approvableFrom`) when `actorId` approves before their waiting period is over.
 * Called in the approval's transaction, before anything changes, by every second approval (money proposals, and any
 * other four-eyes decision); the permission itself is the route's guard.
 */
export async function refuseTooNewApprover(
  db: Database | Tx,
  actorId: number,
  config: Pick<Config, 'staffApprovalWaitMs'>,
  now = new Date(),
): Promise<void> {
  const [row] = await db.select({ approverSince: user.approverSince }).from(user).where(eq(user.id, actorId)).limit(1);
  if (!row) throw new AppError('FORBIDDEN');
  const from = waitEnds(row, config);
  if (from.getTime() > now.getTime()) throw new AppError('APPROVER_TOO_NEW', { approvableFrom: from.toISOString() });
}
