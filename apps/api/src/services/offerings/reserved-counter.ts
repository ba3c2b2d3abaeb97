import { availableOf } from '@ico/domain/join-amount';
import { compareDecimals, subtractDecimals } from '@ico/domain/money';
import { LIVE_RESERVATION_STATUSES } from '@ico/domain/statuses';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { joining, offering } from '../../db/schema';
import { AppError } from '../../errors';
import type { OfferingRow } from './offering-row';

/**
 * An increase of the reserved counter that would pass the offering's total: nothing moved. Carries the offering row
 * as it is now, so that a reservation can keep the contract's order of errors (changed terms before capacity).
 */
export class ReservedCounterRefused extends AppError {
  constructor(readonly current: OfferingRow) {
    super('OVER_TOTAL_VOLUME', { available: availableOf(current.totalAmount, current.reservedAmount) });
  }
}

/**
 * Moves an offering's reserved counter (`offering.reserved_amount`, the sum of its live reservations) by `delta` Baht
 * in the caller's transaction, by one statement that takes the offering's row lock (FOR NO KEY UPDATE: the KEY SHARE
 * locks of rows referencing the offering do not block it) until the transaction ends. An increase is conditional: it
 * happens only while the counter stays within the total, else `ReservedCounterRefused`. A decrease below zero fails on
 * the database's CHECK: the counter disagrees with the reservations, which the reconciliation job reports; nothing
 * here papers over it. Answers the row as the move left it. Callers hold the joining's lock first (joining -> offering).
 */
export async function moveReservedCounter(tx: Tx, offeringId: number, delta: string): Promise<OfferingRow> {
  const increase = compareDecimals(delta, 0) > 0;
  const moved = sql`${offering.reservedAmount} + ${delta}::numeric`;
  const [row] = await tx
    .update(offering)
    .set({ reservedAmount: moved })
    .where(and(eq(offering.id, offeringId), increase ? sql`${moved} <= ${offering.totalAmount}` : undefined))
    .returning();
  if (row) return row;
  const [current] = await tx.select().from(offering).where(eq(offering.id, offeringId)).limit(1);
  if (!current) throw new AppError('ICO_NOT_EXIST');
  throw new ReservedCounterRefused(current);
}

/**
 * Takes the live reservations of one investor out of their offerings' counters, before the investor's rows are
 * deleted with the account (the account-deletion job): the joinings are locked first, then each offering moved.
 */
export async function releaseReservationsOf(tx: Tx, userId: number): Promise<void> {
  const live = await tx
    .select({ offeringId: joining.offeringId, amount: joining.amount })
    .from(joining)
    .where(and(eq(joining.userId, userId), inArray(joining.status, [...LIVE_RESERVATION_STATUSES])))
    .orderBy(joining.offeringId)
    .for('update');
  for (const row of live) {
    if (row.amount !== null && compareDecimals(row.amount, 0) !== 0)
      await moveReservedCounter(tx, row.offeringId, subtractDecimals(0, row.amount));
  }
}
