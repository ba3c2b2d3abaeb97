import { type ProposeStaffInput, proposeStaff } from '@ico/domain/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** `proposeStaff`: proposes a new staff member; the account is made when a second administrator approves. */
export const createStaff = (input: ProposeStaffInput) => call(proposeStaff, { body: input });

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.staff() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
