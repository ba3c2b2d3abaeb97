import { parseId } from '../../errors';
import type { Deps } from '../deps';
import { type AdminJoiningDetail, detailOf } from './staff-joining-row';

export async function joiningDetail(deps: Pick<Deps, 'database'>, rawId: string): Promise<AdminJoiningDetail> {
  const id = parseId(rawId, 'NO_JOINING_EXISTS');
  return detailOf(deps.database.db, id);
}
