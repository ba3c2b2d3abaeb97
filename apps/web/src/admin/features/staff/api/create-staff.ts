import type { CreateStaffInput, UserSummary } from '@ico/domain/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** `POST /admin/staff/`: creates a staff account; the new member sets a password by the mailed link. */
export const createStaff = (input: CreateStaffInput) => api<{ user: UserSummary }>('/admin/staff/', { json: input });

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.staff() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
