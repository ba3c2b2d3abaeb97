import type { UserSummary } from '@ico/domain/account';
import type { Page } from '@ico/domain/communication';
import type { UserLevel } from '@ico/domain/statuses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { adminKeys } from './keys';

export type UserFilters = { q: string; level: UserLevel | null; page: number };

/** `GET /admin/users/`: search by username, e-mail or name part, filter by level, 25 a page. */
export function getUsers(filters: UserFilters, signal?: AbortSignal): Promise<Page<UserSummary>> {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.q) params.set('q', filters.q);
  if (filters.level) params.set('level', filters.level);
  return api<Page<UserSummary>>(`/admin/users/?${params}`, { signal });
}

export const usersQuery = (filters: UserFilters) =>
  queryOptions({
    queryKey: adminKeys.userList(filters),
    queryFn: ({ signal }) => getUsers(filters, signal),
    // Keep the rows on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export const useUsers = (filters: UserFilters) => useQuery(usersQuery(filters));
