import type { ChangeStaffRoleInput, StaffMemberAnswer } from '@ico/domain/contracts/staff';
import { api } from '../../../../lib/api-client';

/** `POST /admin/staff/{id}/role/`: the member's permissions follow the new role from their next request. */
export const changeStaffRole = (id: number, input: ChangeStaffRoleInput) =>
  api<StaffMemberAnswer>(`/admin/staff/${encodeURIComponent(String(id))}/role/`, { json: input });
