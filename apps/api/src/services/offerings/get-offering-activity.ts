import { bangkokDate } from '@ico/domain/business-days';
import type { ActivityPoint } from '@ico/domain/contracts/offerings';
import { LIVE_RESERVATION_STATUSES, PAID_STATUSES } from '@ico/domain/statuses';
import { asc, eq } from 'drizzle-orm';
import { joining, joiningEvent } from '../../db/schema';
import type { Deps } from '../deps';
import { offeringOf } from './staff-offering';

const isLive = (status: string | null) => status !== null && (LIVE_RESERVATION_STATUSES as readonly string[]).includes(status);

const isPaid = (status: string | null) => status !== null && (PAID_STATUSES as readonly string[]).includes(status);

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The chart of an offering's reservations over time, replayed from joining_event in order: an event that
 * brings a joining into LIVE_RESERVATION_STATUSES adds its amount to `reserved`, one that takes it out
 * subtracts it; likewise PAID_STATUSES for `paid`. So each day's point (Bangkok calendar, end of day) is what
 * sumReservated and sumPayment were then, and the last point equals the offering's progress. Every day from the
 * first to the last change is present (days without changes repeat the previous values).
 */
export async function offeringActivity(deps: Pick<Deps, 'database'>, offeringId: number): Promise<ActivityPoint[]> {
  const db = deps.database.db;
  const target = await offeringOf(db, offeringId);
  const events = await db
    .select({ from: joiningEvent.fromStatus, to: joiningEvent.toStatus, at: joiningEvent.createdAt, amount: joining.amount })
    .from(joiningEvent)
    .innerJoin(joining, eq(joining.id, joiningEvent.joiningId))
    .where(eq(joiningEvent.offeringId, target.id))
    .orderBy(asc(joiningEvent.createdAt), asc(joiningEvent.id));
  let reserved = 0n;
  let paid = 0n;
  const byDay = new Map<string, { reserved: bigint; paid: bigint }>();
  for (const event of events) {
    const amount = BigInt(event.amount ?? '0');
    const reservedDelta = Number(isLive(event.to)) - Number(isLive(event.from));
    const paidDelta = Number(isPaid(event.to)) - Number(isPaid(event.from));
    if ((reservedDelta === 0 && paidDelta === 0) || amount === 0n) continue;
    reserved += BigInt(reservedDelta) * amount;
    paid += BigInt(paidDelta) * amount;
    byDay.set(bangkokDate(event.at), { reserved, paid });
  }
  const days = [...byDay.keys()];
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return [];
  const points: ActivityPoint[] = [];
  let carried = { reserved: 0n, paid: 0n };
  for (let day = first; day <= last; day = dayAfter(day)) {
    carried = byDay.get(day) ?? carried;
    points.push({ date: day, reserved: carried.reserved.toString(), paid: carried.paid.toString() });
  }
  return points;
}
