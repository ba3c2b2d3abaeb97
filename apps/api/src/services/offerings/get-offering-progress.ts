import type { OfferingProgress } from '@ico/domain/contracts/offerings';
import type { Database } from '../../db/client';
import { findOffering, sumsOf, toProgress } from './offering-row';

/** `GET /icoportal/icoprogress/{id}/` and its live events: reserved, paid and available amounts; undefined: no offering. */
export async function getOfferingProgress(db: Pick<Database, 'select'>, id: number): Promise<OfferingProgress | undefined> {
  const row = await findOffering(db, id);
  if (!row) return undefined;
  return toProgress(row, (await sumsOf(db, [row.id])).get(row.id) ?? { sumReservated: '0', sumPayment: '0' });
}
