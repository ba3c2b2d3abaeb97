import type { RevokedSessions } from '@ico/domain/contracts/sessions';
import type { StaffReasonInput } from '@ico/domain/contracts/staff';
import { api } from '../../../../lib/api-client';

/** `POST /admin/staff/{id}/sessions/revoke/`: signs the member out on every device. */
export const endStaffSessions = (id: number, input: StaffReasonInput) =>
  api<RevokedSessions>(`/admin/staff/${encodeURIComponent(String(id))}/sessions/revoke/`, { json: { reason: input.reason } });
