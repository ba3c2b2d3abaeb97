import { resendStaffSetPasswordLink, resendUserSetPasswordLink } from '@ico/domain/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { adminKeys } from './keys';

/** Whose links a page sends again: corporate investors from the user page, staff members from the staff page. */
export type InvitedAccounts = 'users' | 'staff';

const RESEND = { users: resendUserSetPasswordLink, staff: resendStaffSetPasswordLink } as const;

/** A new set-password link; older ones stop working; audited. */
export const resendPasswordLink = (accounts: InvitedAccounts, id: number) => call(RESEND[accounts], { params: { id }, body: {} });

export function useResendPasswordLink(accounts: InvitedAccounts, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendPasswordLink(accounts, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
  });
}
