import type { userSummaryAnswerSchema } from '@ico/domain/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { adminKeys } from './keys';

/** Whose links a page sends again: corporate investors from the user page, staff members from the staff page. */
export type InvitedAccounts = 'users' | 'staff';

/** `POST /admin/{users|staff}/{id}/set_password_link/`: a new set-password link; older ones stop working; audited. */
export const resendPasswordLink = (accounts: InvitedAccounts, id: number) =>
  api<z.infer<typeof userSummaryAnswerSchema>>(`/admin/${accounts}/${id}/set_password_link/`, { json: {} });

export function useResendPasswordLink(accounts: InvitedAccounts, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendPasswordLink(accounts, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
  });
}
