import type { Holiday } from '@ico/domain/contracts/holidays';
import type { HolidayInput } from '@ico/domain/offering-admin';
import { holiday } from '../../db/schema';
import { AppError } from '../../errors';
import { tellJoiningsChanged } from '../../plugins/services/joinings-cache';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { columns } from './list-holidays';

/** Adds a holiday; a date already listed answers 409 STATUS_CONFLICT (edit = delete and add again). */
export async function addHoliday(deps: Pick<Deps, 'database'>, actorId: number, input: HolidayInput, meta: RequestMeta): Promise<Holiday> {
  return deps.database.db.transaction(async (tx) => {
    const [created] = await tx.insert(holiday).values(input).onConflictDoNothing({ target: holiday.date }).returning(columns);
    if (!created) throw new AppError('STATUS_CONFLICT');
    // A holiday moves payment deadlines shown in the investors' lists.
    await tellJoiningsChanged(tx, 'everyone');
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
