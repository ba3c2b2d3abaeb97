import type { StaffJoiningDetail } from '@ico/domain/contracts/joinings';
import type { Deps } from '../deps';
import { detailOf } from './staff-joining-row';

export async function joiningDetail(deps: Pick<Deps, 'database'>, id: number): Promise<StaffJoiningDetail> {
  return detailOf(deps.database.db, id);
}
