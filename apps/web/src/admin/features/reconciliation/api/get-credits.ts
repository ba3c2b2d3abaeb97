import type { Page } from '@ico/domain/communication';
import type { Credit, CreditDetail } from '@ico/domain/contracts/statements';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { reconciliationKeys } from './keys';

/** `GET /admin/credits/?match=&page=`: newest booking first; `match` may list several (LATE,EXCESS). */
export const useCredits = (filters: { match: string | null; page: number }) =>
  useQuery({
    queryKey: reconciliationKeys.credits(filters),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ page: String(filters.page) });
      if (filters.match) search.set('match', filters.match);
      return api<Page<Credit>>(`/admin/credits/?${search}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** `GET /admin/credits/{id}/`: the credit with the joinings it may be attached to. */
export const useCredit = (id: number | null) =>
  useQuery({
    queryKey: reconciliationKeys.credit(id ?? 0),
    queryFn: ({ signal }) => api<CreditDetail>(`/admin/credits/${id}/`, { signal }),
    enabled: id !== null,
  });
