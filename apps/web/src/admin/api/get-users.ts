import { searchAccounts } from '@ico/domain/contracts/accounts';
import type { UserLevel } from '@ico/domain/statuses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { adminKeys } from './keys';

export type UserFilters = { q: string; level: UserLevel | null; page: number };

/** `searchAccounts`: search by username, e-mail or name part, filter by level, 25 a page. */
export const getUsers = (filters: UserFilters, signal?: AbortSignal) =>
  call(searchAccounts, { query: { page: filters.page, q: filters.q || undefined, level: filters.level ?? undefined } }, { signal });

export const usersQuery = (filters: UserFilters) =>
  queryOptions({
    queryKey: adminKeys.userList(filters),
    queryFn: ({ signal }) => getUsers(filters, signal),
    // Keep the rows on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export const useUsers = (filters: UserFilters) => useQuery(usersQuery(filters));
