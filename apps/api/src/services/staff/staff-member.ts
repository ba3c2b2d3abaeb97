import type { StaffGrant, StaffMember } from '@ico/domain/contracts/staff';
import { and, asc, eq, isNotNull, isNull, max } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Tx } from '../../db/client';
import { loginHistory, user } from '../../db/schema';
import { AppError } from '../../errors';
import { toSummary, type UserRow } from '../accounts/user-row';
import { grantsOf } from '../staff-proposals/staff-proposal-view';
import { approvesFrom } from './approver-eligibility';

/**
 * A staff row as the staff page shows it: the member's last sign-in (null when never), the approved grants that made
 * them what they are, and when a member whose role can approve may approve money.
 */
export const toStaffMember = (
  row: UserRow,
  lastLoginAt: Date | null,
  grants: StaffGrant[],
  config: Pick<Config, 'staffApprovalWaitMs'>,
): StaffMember => ({
  ...toSummary(row),
  disabled_at: row.disabledAt?.toISOString() ?? null,
  disabled_reason: row.disabledReason,
  last_login_at: lastLoginAt?.toISOString() ?? null,
  approves_from: approvesFrom(row, config)?.toISOString() ?? null,
  grants,
});

/** One member as the staff page shows them, read in `db` (the answer of an action on them). */
export async function staffMemberOf(db: Database | Tx, row: UserRow, config: Pick<Config, 'staffApprovalWaitMs'>): Promise<StaffMember> {
  const [lastLoginAt, grants] = [await lastLoginOf(db, row.id), await grantsOf(db, [row.id])];
  return toStaffMember(row, lastLoginAt, grants.get(row.id) ?? [], config);
}

/** When the user last signed in, or null. */
export async function lastLoginOf(db: Database | Tx, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(loginHistory.createdAt) })
    .from(loginHistory)
    .where(eq(loginHistory.userId, userId));
  return row?.at ?? null;
}

/**
 * The staff member an action names, locked for the rest of the transaction. An investor's id (or none) answers 404
 * USER_NOT_EXIST, as the other staff endpoints do.
 */
export async function lockStaffMember(tx: Tx, userId: number): Promise<UserRow> {
  const [row] = await tx
    .select()
    .from(user)
    .where(and(eq(user.id, userId), isNotNull(user.role)))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('USER_NOT_EXIST');
  return row;
}

/**
 * Locks every enabled administrator (in id order, so two actions never wait on each other's rows) and answers their
 * ids. Called first in any action that may take an administrator away: a second such action waits here until the
 * first commits, then sees what it left, so two concurrent requests cannot together remove the last administrator.
 */
export async function lockEnabledAdmins(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, 'admin'), isNull(user.disabledAt)))
    .orderBy(asc(user.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** 409 LAST_ADMIN when the member is the only enabled administrator left. */
export function keepOneAdmin(enabledAdmins: number[], member: UserRow): void {
  if (member.role === 'admin' && member.disabledAt === null && enabledAdmins.length <= 1 && enabledAdmins.includes(member.id))
    throw new AppError('LAST_ADMIN');
}
