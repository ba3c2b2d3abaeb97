import type { CreateCorporateInput } from '@ico/domain/account';
import type { userSummaryAnswerSchema } from '@ico/domain/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** `POST /admin/corporate/`: creates the account and mails the investor a set-password link. */
export const createCorporate = (input: CreateCorporateInput) =>
  api<z.infer<typeof userSummaryAnswerSchema>>('/admin/corporate/', { json: input });

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
