import type { StaffOffering } from '@ico/domain/contracts/offerings';
import type { Deps } from '../deps';
import { adminOffering, offeringOf } from './staff-offering';

export async function getStaffOffering(deps: Pick<Deps, 'database'>, id: number): Promise<StaffOffering> {
  const db = deps.database.db;
  return adminOffering(db, await offeringOf(db, id));
}
