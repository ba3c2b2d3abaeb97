import type { ReservedCounterAlarmList } from '@ico/domain/contracts/reserved-counter-alarms';
import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offering, reservedCounterAlarm } from '../../db/schema';

/** The open alarms with their offering's names, oldest first (GET /admin/reserved-counter-alarms/). */
export async function listReservedCounterAlarms(db: Database): Promise<ReservedCounterAlarmList> {
  const rows = await db
    .select({
      id: reservedCounterAlarm.id,
      offeringId: reservedCounterAlarm.offeringId,
      tokenName: offering.tokenName,
      ticker: offering.ticker,
      counterAmount: reservedCounterAlarm.counterAmount,
      liveAmount: reservedCounterAlarm.liveAmount,
      foundAt: reservedCounterAlarm.foundAt,
    })
    .from(reservedCounterAlarm)
    .innerJoin(offering, eq(offering.id, reservedCounterAlarm.offeringId))
    .where(isNull(reservedCounterAlarm.clearedAt))
    .orderBy(asc(reservedCounterAlarm.foundAt), asc(reservedCounterAlarm.id));
  return { results: rows.map((row) => ({ ...row, foundAt: row.foundAt.toISOString() })) };
}
