import type { StaffMemberAnswer, StaffReasonInput } from '@ico/domain/contracts/staff';
import { api } from '../../../../lib/api-client';

/** `POST /admin/staff/{id}/disable/`: every session of the member ends and their tokens stop at once. */
export const disableStaff = (id: number, input: StaffReasonInput) =>
  api<StaffMemberAnswer>(`/admin/staff/${encodeURIComponent(String(id))}/disable/`, { json: { reason: input.reason } });
