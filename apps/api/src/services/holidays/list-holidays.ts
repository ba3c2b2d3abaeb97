import type { Holiday } from '@ico/domain/contracts/holidays';
import { and, asc, gte, lte } from 'drizzle-orm';
import { holiday } from '../../db/schema';
import type { Deps } from '../deps';

export const columns = { date: holiday.date, nameEN: holiday.nameEN, nameTH: holiday.nameTH };

/** The holidays of a year in date order (payment deadlines skip them). */
export function listHolidays(deps: Pick<Deps, 'database'>, year: number): Promise<Holiday[]> {
  return deps.database.db
    .select(columns)
    .from(holiday)
    .where(and(gte(holiday.date, `${year}-01-01`), lte(holiday.date, `${year}-12-31`)))
    .orderBy(asc(holiday.date));
}
