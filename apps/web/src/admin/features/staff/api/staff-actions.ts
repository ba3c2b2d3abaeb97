import type { RevokedSessions } from '@ico/domain/contracts/sessions';
import type { ChangeStaffRoleInput, StaffMemberAnswer, StaffReasonInput } from '@ico/domain/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** What an administrator does to another staff member from the staff page, each with a reason. */
export type StaffAction = 'disable' | 'enable' | 'role' | 'sessions';
export type StaffActionInput = StaffReasonInput & { role?: ChangeStaffRoleInput['role'] };

const path = (id: number, action: StaffAction) =>
  `/admin/staff/${encodeURIComponent(String(id))}/${action === 'sessions' ? 'sessions/revoke' : action}/`;

/**
 * `POST /admin/staff/{id}/disable/`, `/enable/`, `/role/` and `/sessions/revoke/`: one mutation per dialog, for the
 * action it was opened for. The staff list and the audit log are refreshed after each.
 */
export function useStaffAction(id: number, action: StaffAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffActionInput) =>
      api<StaffMemberAnswer | RevokedSessions>(path(id, action), {
        json: action === 'role' ? input : { reason: input.reason },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.staff() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
