import { LIVE_RESERVATION_STATUSES } from '@ico/domain/statuses';
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { resultRows } from '../../db/client';
import { offering, reservedCounterAlarm } from '../../db/schema';
import type { Deps } from '../deps';

/** One offering whose counter and live reservations disagree, as one snapshot saw them. */
export type CounterDifference = { offeringId: number; counterAmount: string; liveAmount: string };

/** Lets one process at a time reconcile (a second one that finds it taken skips its turn). */
const RECONCILE_LOCK = sql`hashtext('reserved_counter_reconciliation')`;

/**
 * Compares every offering's reserved counter with the sum of its live reservations in one consistent snapshot
 * (REPEATABLE READ: both move in the same transactions, so a snapshot never sees one without the other). A difference
 * is an alarm, never a correction: it is logged as an error and kept as the offering's open `reserved_counter_alarm`
 * row (one per offering, its amounts as last seen), which the back office shows; an offering found equal again has
 * its open alarm cleared. Answers the differences found, or null when another process was reconciling.
 */
export async function reconcileReservedCounters(
  deps: Pick<Deps, 'database' | 'log'>,
  now = new Date(),
): Promise<CounterDifference[] | null> {
  const found = await deps.database.db.transaction(
    async (tx) => {
      const [turn] = resultRows<{ taken: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${RECONCILE_LOCK}) as taken`));
      if (!turn?.taken) return null;
      const differences = resultRows<{ offering_id: number; counter_amount: string; live_amount: string }>(
        await tx.execute(sql`
          select o.id as offering_id, o.reserved_amount::text as counter_amount, coalesce(s.live, 0)::text as live_amount
          from ${offering} o
          left join (
            select offering_id, sum(amount) as live from joining
            where status = any(${sql.param([...LIVE_RESERVATION_STATUSES])}::text[])
            group by offering_id
          ) s on s.offering_id = o.id
          where o.reserved_amount <> coalesce(s.live, 0)
          order by o.id`),
      ).map((row) => ({ offeringId: Number(row.offering_id), counterAmount: row.counter_amount, liveAmount: row.live_amount }));
      const open = await tx
        .select({ id: reservedCounterAlarm.id, offeringId: reservedCounterAlarm.offeringId })
        .from(reservedCounterAlarm)
        .where(isNull(reservedCounterAlarm.clearedAt));
      const openOf = new Map(open.map((alarm) => [alarm.offeringId, alarm.id]));
      for (const difference of differences) {
        const alarmId = openOf.get(difference.offeringId);
        if (alarmId === undefined) await tx.insert(reservedCounterAlarm).values({ ...difference, foundAt: now });
        else
          await tx
            .update(reservedCounterAlarm)
            .set({ counterAmount: difference.counterAmount, liveAmount: difference.liveAmount })
            .where(eq(reservedCounterAlarm.id, alarmId));
      }
      const differing = new Set(differences.map((d) => d.offeringId));
      const cleared = open.filter((alarm) => !differing.has(alarm.offeringId));
      if (cleared.length > 0)
        await tx
          .update(reservedCounterAlarm)
          .set({ clearedAt: now })
          .where(
            inArray(
              reservedCounterAlarm.id,
              cleared.map((alarm) => alarm.id),
            ),
          );
      return { differences, cleared: cleared.map((alarm) => alarm.offeringId) };
    },
    { isolationLevel: 'repeatable read' },
  );
  if (!found) return null;
  for (const difference of found.differences)
    deps.log.error({ ...difference, alarm: 'reserved_counter' }, 'reserved counter differs from the sum of live reservations');
  for (const offeringId of found.cleared)
    deps.log.warn({ offeringId, alarm: 'reserved_counter' }, 'reserved counter equals the sum of live reservations again: alarm cleared');
  return found.differences;
}
