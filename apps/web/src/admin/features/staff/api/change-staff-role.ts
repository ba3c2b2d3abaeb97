import type { ChangeStaffRoleInput, StaffChangeAnswer } from '@ico/domain/contracts/staff';
import { api } from '../../../../lib/api-client';

/**
 * `POST /admin/staff/{id}/role/`: a role that takes power away applies from the member's next request; a role that
 * can approve is proposed (`proposal` in the answer) for a second administrator.
 */
export const changeStaffRole = (id: number, input: ChangeStaffRoleInput) =>
  api<StaffChangeAnswer>(`/admin/staff/${encodeURIComponent(String(id))}/role/`, { json: input });
