import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { holiday } from '../../db/schema';
import { AppError } from '../../errors';
import { tellJoiningsChanged } from '../../plugins/services/joinings-cache';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { columns } from './list-holidays';

const isoDate = z.iso.date();

/** Removes a holiday; a date that is not listed (or not a date) answers 404 NOT_FOUND. */
export async function deleteHoliday(deps: Pick<Deps, 'database'>, actorId: number, date: string, meta: RequestMeta): Promise<void> {
  if (!isoDate.safeParse(date).success) throw new AppError('NOT_FOUND');
  await deps.database.db.transaction(async (tx) => {
    const [removed] = await tx.delete(holiday).where(eq(holiday.date, date)).returning(columns);
    if (!removed) throw new AppError('NOT_FOUND');
    await tellJoiningsChanged(tx, 'everyone');
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
