import type { StaffOffering } from '@ico/domain/contracts/offerings';
import type { OfferingInput } from '@ico/domain/offering-admin';
import { offering } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { adminOffering, columnsOf } from './staff-offering';

export async function createOffering(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  input: OfferingInput,
  meta: RequestMeta,
): Promise<StaffOffering> {
  const row = await deps.database.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(offering)
      .values({ ...columnsOf(input), createdBy: actorId })
      .returning();
    if (!created) throw new Error('offering not created');
    await recordAudit(tx, {
      actorId,
      action: 'offering.create',
      targetType: 'offering',
      targetId: created.id,
      detail: { tokenName: created.tokenName, ticker: created.ticker },
      ipAddress: meta.ip,
    });
    return created;
  });
  return adminOffering(deps.database.db, row);
}
