import { closureStatus, RESERVATION_IN_PROGRESS_STATUSES } from '@ico/domain/account-closure';
import type { MyClosure, StaffClosure } from '@ico/domain/contracts/account-closures';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { type accountClosure, joining, refundCase } from '../../db/schema';

export type ClosureRow = typeof accountClosure.$inferSelect;

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The investor's view of their request. */
export function toMyClosure(row: ClosureRow): MyClosure {
  return {
    id: row.id,
    status: closureStatus(row),
    reason: row.reason,
    requested_at: row.requestedAt.toISOString(),
    completed_at: isoOrNull(row.completedAt),
    refused_at: isoOrNull(row.cancelledAt),
    delete_after: isoOrNull(row.deleteAfter),
  };
}

/** Staff's view: the request, who completed it, and what still holds the account. */
export function toStaffClosure(row: ClosureRow, completedBy: string | null, reservationsInProgress: number): StaffClosure {
  return {
    id: row.id,
    userId: row.userId,
    username: row.username,
    previousLevel: row.previousLevel,
    reason: row.reason,
    status: closureStatus(row),
    requested_at: row.requestedAt.toISOString(),
    completed_at: isoOrNull(row.completedAt),
    completedBy,
    refused_at: isoOrNull(row.cancelledAt),
    delete_after: isoOrNull(row.deleteAfter),
    deleted_at: isoOrNull(row.deletedAt),
    reservationsInProgress,
  };
}

/**
 * A joining still in progress: at one of the domain's statuses, or with money on its way back (a refund case still
 * processing, issue 17), whatever its status (a cancelled reservation's refund keeps it at RESERVATION_REJECTED).
 */
export const joiningInProgress = sql`(${joining.status} in ${[...RESERVATION_IN_PROGRESS_STATUSES]} or exists (select 1 from ${refundCase} where ${refundCase.joiningId} = ${joining.id} and ${refundCase.status} = 'REFUND_PROCESSING'))`;

/** The user's reservations in progress: a closure waits until there are none. */
export async function reservationsInProgressOf(db: Database | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(joining)
    .where(and(eq(joining.userId, userId), joiningInProgress));
  return row?.value ?? 0;
}
