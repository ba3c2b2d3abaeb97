import type { Deps } from '../deps';
import { type AdminJoiningDetail, detailOf } from './staff-joining-row';

export async function joiningDetail(deps: Pick<Deps, 'database'>, id: number): Promise<AdminJoiningDetail> {
  return detailOf(deps.database.db, id);
}
