import type { RevokedSessions } from '@ico/domain/contracts/sessions';
import type { ChangeStaffRoleInput, StaffChangeAnswer, StaffMemberAnswer, StaffReasonInput } from '@ico/domain/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import { changeStaffRole } from './change-staff-role';
import { disableStaff } from './disable-staff';
import { enableStaff } from './enable-staff';
import { endStaffSessions } from './end-staff-sessions';

/** What an administrator does to another staff member from the staff page, each with a reason. */
export type StaffAction = 'disable' | 'enable' | 'role' | 'sessions';
export type StaffActionInput = StaffReasonInput & { role?: ChangeStaffRoleInput['role'] };

function send(id: number, action: StaffAction, input: StaffActionInput): Promise<StaffMemberAnswer | StaffChangeAnswer | RevokedSessions> {
  if (action === 'disable') return disableStaff(id, input);
  if (action === 'enable') return enableStaff(id, input);
  if (action === 'sessions') return endStaffSessions(id, input);
  // The dialog's schema for a role change requires the role: without one nothing is sent.
  if (!input.role) return Promise.reject(new Error('a role change needs the new role'));
  return changeStaffRole(id, { reason: input.reason, role: input.role });
}

/** The mutation of one dialog, for the action it was opened for; the staff list and the audit log are refreshed after. */
export function useStaffAction(id: number, action: StaffAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffActionInput) => send(id, action, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.staff() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
