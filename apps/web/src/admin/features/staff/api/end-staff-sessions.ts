import { endStaffSessions as endStaffSessionsEndpoint, type StaffReasonInput } from '@ico/domain/contracts/staff';
import { call } from '../../../../lib/api-client';

/** `endStaffSessions`: signs the member out on every device. */
export const endStaffSessions = (id: number, input: StaffReasonInput) =>
  call(endStaffSessionsEndpoint, { params: { id }, body: { reason: input.reason } });
