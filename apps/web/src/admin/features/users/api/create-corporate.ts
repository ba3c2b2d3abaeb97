import type { CreateCorporateInput, UserSummary } from '@ico/domain/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** `POST /admin/corporate/`: creates the account and mails the investor a set-password link. */
export const createCorporate = (input: CreateCorporateInput) => api<{ user: UserSummary }>('/admin/corporate/', { json: input });

export function useCreateCorporate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCorporate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
