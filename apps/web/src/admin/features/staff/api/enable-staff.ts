import type { StaffChangeAnswer, StaffReasonInput } from '@ico/domain/contracts/staff';
import { api } from '../../../../lib/api-client';

/** `POST /admin/staff/{id}/enable/`: proposes enabling a disabled member; a second administrator approves it. */
export const enableStaff = (id: number, input: StaffReasonInput) =>
  api<StaffChangeAnswer>(`/admin/staff/${encodeURIComponent(String(id))}/enable/`, { json: { reason: input.reason } });
