import type { Deps } from '../deps';
import { type AdminOffering, adminOffering, offeringOf } from './staff-offering';

export async function getAdminOffering(deps: Pick<Deps, 'database'>, id: number): Promise<AdminOffering> {
  const db = deps.database.db;
  return adminOffering(db, await offeringOf(db, id));
}
