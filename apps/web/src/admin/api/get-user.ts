import { getAccount } from '@ico/domain/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { adminKeys } from './keys';

/** `getAccount`: every field of the user and the recent sign-ins. */
export const getUser = (id: string, signal?: AbortSignal) => call(getAccount, { params: { id } }, { signal });

export const userQuery = (id: string) => queryOptions({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) });

export const useUser = (id: string) => useQuery(userQuery(id));
