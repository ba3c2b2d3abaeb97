import { getCredit, listCredits } from '@ico/domain/contracts/statements';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { reconciliationKeys } from './keys';

/** `listCredits`: newest booking first; `match` may list several (LATE,EXCESS). */
export const useCredits = (filters: { match: string | null; page: number }) =>
  useQuery({
    queryKey: reconciliationKeys.credits(filters),
    queryFn: ({ signal }) => call(listCredits, { query: { page: filters.page, match: filters.match ?? undefined } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** `getCredit`: the credit with the joinings it may be attached to. */
export const useCredit = (id: number | null) =>
  useQuery({
    queryKey: reconciliationKeys.credit(id ?? 0),
    queryFn: ({ signal }) => call(getCredit, { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== null,
  });
