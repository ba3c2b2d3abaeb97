import type { AdminInquiry } from '@ico/domain/contracts/inquiries';
import type { Deps } from '../deps';
import { inquiryOf } from './staff-inquiry';

/** One inquiry; 404 INQUIRY_NOT_EXIST (also for an id that is not one). */
export async function getInquiry(deps: Pick<Deps, 'database'>, id: number): Promise<AdminInquiry> {
  return inquiryOf(deps.database.db, id);
}
