import { BANGKOK_UTC_OFFSET_MINUTES, PAYMENT_PERIOD_BUSINESS_DAYS } from './constants';

const DAY_MS = 86_400_000;
const OFFSET_MS = BANGKOK_UTC_OFFSET_MINUTES * 60_000;

/** An ISO calendar date in Bangkok, 'YYYY-MM-DD'. */
export type IsoDate = string;

/** The Bangkok calendar date of an instant. */
export function bangkokDate(instant: Date): IsoDate {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

function dayAfter(date: IsoDate): IsoDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

export function isBusinessDay(date: IsoDate, holidays: ReadonlySet<IsoDate>): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

/** The n-th business day after the given date (the date itself does not count). */
export function addBusinessDays(date: IsoDate, days: number, holidays: ReadonlySet<IsoDate>): IsoDate {
  let current = date;
  for (let counted = 0; counted < days; ) {
    current = dayAfter(current);
    if (isBusinessDay(current, holidays)) counted++;
  }
  return current;
}

/**
 * When the payment period of a reservation made at `reservedAt` ends: the last millisecond
 * (Bangkok time) of the 3rd business day after the reservation day, weekends and holidays excluded.
 */
export function paymentDeadline(
  reservedAt: Date,
  holidays: ReadonlySet<IsoDate>,
  businessDays: number = PAYMENT_PERIOD_BUSINESS_DAYS,
): Date {
  const lastDay = addBusinessDays(bangkokDate(reservedAt), businessDays, holidays);
  return new Date(Date.parse(`${lastDay}T00:00:00Z`) + DAY_MS - OFFSET_MS - 1);
}
