import { type CreateCorporateInput, createCorporateAccount } from '@ico/domain/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** `createCorporateAccount`: creates the account and mails the investor a set-password link. */
export const createCorporate = (input: CreateCorporateInput) => call(createCorporateAccount, { body: input });

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
