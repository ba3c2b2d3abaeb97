import type { HolidayInput } from '@ico/domain/offering-admin';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { z } from 'zod';
import { holiday } from '../db/schema';
import { AppError } from '../errors';
import { recordAudit } from './audit';
import type { Deps, RequestMeta } from './deps';

export type Holiday = { date: string; nameEN: string; nameTH: string };

const columns = { date: holiday.date, nameEN: holiday.nameEN, nameTH: holiday.nameTH };
const isoDate = z.iso.date();

/** The holidays of a year in date order (payment deadlines skip them). */
export function listHolidays(deps: Pick<Deps, 'database'>, year: number): Promise<Holiday[]> {
  return deps.database.db
    .select(columns)
    .from(holiday)
    .where(and(gte(holiday.date, `${year}-01-01`), lte(holiday.date, `${year}-12-31`)))
    .orderBy(asc(holiday.date));
}

/** Adds a holiday; a date already listed answers 409 STATUS_CONFLICT (edit = delete and add again). */
export async function addHoliday(deps: Pick<Deps, 'database'>, actorId: number, input: HolidayInput, meta: RequestMeta): Promise<Holiday> {
  return deps.database.db.transaction(async (tx) => {
    const [created] = await tx.insert(holiday).values(input).onConflictDoNothing({ target: holiday.date }).returning(columns);
    if (!created) throw new AppError('STATUS_CONFLICT');
    await recordAudit(tx, {
      actorId,
      action: 'holiday.create',
      targetType: 'holiday',
      targetId: created.date,
      detail: created,
      ipAddress: meta.ip,
    });
    return created;
  });
}

/** Removes a holiday; a date that is not listed (or not a date) answers 404 NOT_FOUND. */
export async function deleteHoliday(deps: Pick<Deps, 'database'>, actorId: number, date: string, meta: RequestMeta): Promise<void> {
  if (!isoDate.safeParse(date).success) throw new AppError('NOT_FOUND');
  await deps.database.db.transaction(async (tx) => {
    const [removed] = await tx.delete(holiday).where(eq(holiday.date, date)).returning(columns);
    if (!removed) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      actorId,
      action: 'holiday.delete',
      targetType: 'holiday',
      targetId: date,
      detail: removed,
      ipAddress: meta.ip,
    });
  });
}
