import { disableStaff as disableStaffEndpoint, type StaffReasonInput } from '@ico/domain/contracts/staff';
import { call } from '../../../../lib/api-client';

/** `disableStaff`: every session of the member ends and their tokens stop at once. */
export const disableStaff = (id: number, input: StaffReasonInput) =>
  call(disableStaffEndpoint, { params: { id }, body: { reason: input.reason } });
