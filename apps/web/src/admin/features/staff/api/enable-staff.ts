import type { StaffMemberAnswer, StaffReasonInput } from '@ico/domain/contracts/staff';
import { api } from '../../../../lib/api-client';

/** `POST /admin/staff/{id}/enable/`: a disabled member may sign in again (their old sessions stay ended). */
export const enableStaff = (id: number, input: StaffReasonInput) =>
  api<StaffMemberAnswer>(`/admin/staff/${encodeURIComponent(String(id))}/enable/`, { json: { reason: input.reason } });
