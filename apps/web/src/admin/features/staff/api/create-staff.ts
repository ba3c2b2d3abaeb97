import type { CreateStaffInput } from '@ico/domain/account';
import type { userSummaryAnswerSchema } from '@ico/domain/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** `POST /admin/staff/`: creates a staff account; the new member sets a password by the mailed link. */
export const createStaff = (input: CreateStaffInput) => api<z.infer<typeof userSummaryAnswerSchema>>('/admin/staff/', { json: input });

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
