import { enableStaff as enableStaffEndpoint, type StaffReasonInput } from '@ico/domain/contracts/staff';
import { call } from '../../../../lib/api-client';

/** `enableStaff`: proposes enabling a disabled member; a second administrator approves it. */
export const enableStaff = (id: number, input: StaffReasonInput) =>
  call(enableStaffEndpoint, { params: { id }, body: { reason: input.reason } });
