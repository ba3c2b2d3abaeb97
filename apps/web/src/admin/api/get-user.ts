import type { UserDetail } from '@ico/domain/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { adminKeys } from './keys';

/** `GET /admin/users/{id}/`: every field of the user and the recent sign-ins. */
export const getUser = (id: string, signal?: AbortSignal) => api<UserDetail>(`/admin/users/${encodeURIComponent(id)}/`, { signal });

export const userQuery = (id: string) => queryOptions({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) });

export const useUser = (id: string) => useQuery(userQuery(id));
