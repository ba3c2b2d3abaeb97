import type { AdminInquiry } from '@ico/domain/communication';
import { parseId } from '../../errors';
import type { Deps } from '../deps';
import { inquiryOf } from './staff-inquiry';

/** One inquiry; 404 INQUIRY_NOT_EXIST (also for an id that is not one). */
export async function getInquiry(deps: Pick<Deps, 'database'>, rawId: string): Promise<AdminInquiry> {
  const id = parseId(rawId, 'INQUIRY_NOT_EXIST');
  return inquiryOf(deps.database.db, id);
}
