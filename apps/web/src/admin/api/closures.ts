import type { ClosureStatus } from '@ico/domain/account-closure';
import type { Page } from '@ico/domain/communication';
import type { completeAccountClosureContract, refuseAccountClosureContract, StaffClosure } from '@ico/domain/contracts/account-closures';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { adminKeys } from './keys';

type ClosureAnswer = z.infer<(typeof completeAccountClosureContract.response)[200]>;

export type ClosureFilters = { status: ClosureStatus | null; userId: number | null; page: number };

/** `GET /admin/closures/?status=&userId=&page=`: pending requests first (oldest first), 25 a page. */
export const useClosures = (filters: ClosureFilters) =>
  useQuery({
    queryKey: adminKeys.closureList(filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(filters.page) });
      if (filters.status) params.set('status', filters.status);
      if (filters.userId) params.set('userId', String(filters.userId));
      return api<Page<StaffClosure>>(`/admin/closures/?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export type RefuseClosureInput = z.input<typeof refuseAccountClosureContract.body>;

/** Completion and refusal change the list, the user's level and the audit log. */
function useClosureMutation<T>(send: (input: T) => Promise<ClosureAnswer>) {
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

/** `POST /admin/closures/{id}/complete/`: 409 RESERVATION_IN_PROGRESS while one is. */
export const useCompleteClosure = (id: number) =>
  useClosureMutation(() => api<ClosureAnswer>(`/admin/closures/${id}/complete/`, { method: 'POST', json: {} }));

/** `POST /admin/closures/{id}/refuse/`: the reason goes to the investor. */
export const useRefuseClosure = (id: number) =>
  useClosureMutation((input: RefuseClosureInput) => api<ClosureAnswer>(`/admin/closures/${id}/refuse/`, { json: input }));
