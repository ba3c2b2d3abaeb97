import type { ClosureStatus } from '@ico/domain/account-closure';
import {
  completeAccountClosure,
  listAccountClosures,
  refuseAccountClosure,
  type StaffClosureAnswer,
} from '@ico/domain/contracts/account-closures';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../lib/api-client';
import { adminKeys } from './keys';

export type ClosureFilters = { status: ClosureStatus | null; userId: number | null; page: number };

/** `listAccountClosures`: pending requests first (oldest first), 25 a page. */
export const useClosures = (filters: ClosureFilters) =>
  useQuery({
    queryKey: adminKeys.closureList(filters),
    queryFn: ({ signal }) =>
      call(
        listAccountClosures,
        { query: { page: filters.page, status: filters.status ?? undefined, userId: filters.userId ? String(filters.userId) : undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export type RefuseClosureInput = z.input<typeof refuseAccountClosure.body>;

/** Completion and refusal change the list, the user's level and the audit log. */
function useClosureMutation<T>(send: (input: T) => Promise<StaffClosureAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.closures() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}

/** `completeAccountClosure`: 409 RESERVATION_IN_PROGRESS while one is. */
export const useCompleteClosure = (id: number) => useClosureMutation(() => call(completeAccountClosure, { params: { id }, body: {} }));

/** `refuseAccountClosure`: the reason goes to the investor. */
export const useRefuseClosure = (id: number) =>
  useClosureMutation((input: RefuseClosureInput) => call(refuseAccountClosure, { params: { id }, body: input }));
