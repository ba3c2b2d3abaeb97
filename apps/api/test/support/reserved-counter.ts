import { compareDecimals } from '@ico/domain/money';
import { reservedDelta } from '@ico/domain/reserved-counter';
import { type JoiningStatus, LIVE_RESERVATION_STATUSES } from '@ico/domain/statuses';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Database, resultRows } from '../../src/db/client';
import { joining, offering } from '../../src/db/schema';

/**
 * A factory that writes a joining directly moves its offering's reserved counter as the status writer would
 * (the counter is the sum of live reservations, and the database's CHECK keeps it within the total).
 */
export async function countInsertedJoining(
  db: Pick<Database, 'update'>,
  row: Pick<typeof joining.$inferSelect, 'offeringId' | 'status' | 'amount'>,
) {
  const delta = reservedDelta({ from: null, to: row.status, oldAmount: null, newAmount: row.amount });
  if (compareDecimals(delta, 0) === 0) return;
  await db
    .update(offering)
    .set({ reservedAmount: sql`${offering.reservedAmount} + ${delta}::numeric` })
    .where(eq(offering.id, row.offeringId));
}

/** Each offering's reserved counter and the sum of its live reservations, where they differ (none when all agree). */
export async function counterDifferences(db: Database): Promise<{ offeringId: number; counter: string; live: string }[]> {
  const result = await db.execute<{ offering_id: number; counter: string; live: string }>(sql`
    select o.id as offering_id, o.reserved_amount::text as counter, coalesce(s.live, 0)::text as live
    from offering o
    left join (
      select offering_id, sum(amount) as live from joining
      where status = any(${sql.param([...LIVE_RESERVATION_STATUSES])}::text[]) group by offering_id
    ) s on s.offering_id = o.id
    where o.reserved_amount <> coalesce(s.live, 0)
    order by o.id`);
  return resultRows<{ offering_id: number; counter: string; live: string }>(result).map((row) => ({
    offeringId: Number(row.offering_id),
    counter: row.counter,
    live: row.live,
  }));
}

/** Asserts that every offering's reserved counter equals the sum of its live reservations (issue 18). */
export async function expectCountersMatchLiveSums(db: Database): Promise<void> {
  expect(await counterDifferences(db), 'offerings whose reserved counter differs from their live reservations').toEqual([]);
}

/**
 * A test's shortcut past the transition table: a joining's status written directly, with the reserved counter moved
 * as the status writer would move it (a shortcut that forgot the counter would break the invariant it checks).
 */
export async function forceJoiningStatus(db: Database, joiningId: number, status: JoiningStatus): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(joining).where(eq(joining.id, joiningId)).for('update');
    if (!before) throw new Error(`joining ${joiningId} not found`);
    await tx.update(joining).set({ status }).where(eq(joining.id, joiningId));
    const delta = reservedDelta({ from: before.status, to: status, oldAmount: before.amount, newAmount: before.amount });
    if (compareDecimals(delta, 0) === 0) return;
    await tx
      .update(offering)
      .set({ reservedAmount: sql`${offering.reservedAmount} + ${delta}::numeric` })
      .where(eq(offering.id, before.offeringId));
  });
}
