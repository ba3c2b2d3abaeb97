import { checkResetLink } from '@ico/domain/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** `checkResetLink`: whether the mailed reset link still works, whose it is, and whether a code is asked. */
export const resetLinkQuery = (email: string, code: string) =>
  queryOptions({
    queryKey: ['resetLink', email, code],
    queryFn: ({ signal }) => call(checkResetLink, { query: { email, code } }, { auth: false, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useResetLink = (email: string, code: string) => useQuery(resetLinkQuery(email, code));
