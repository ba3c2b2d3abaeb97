import { checkMfaResetLink } from '@ico/domain/contracts/mfa-resets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** `checkMfaResetLink`: whether the mailed link still works, and whose it is (no sign-in). */
export const mfaResetLinkQuery = (code: string) =>
  queryOptions({
    queryKey: ['mfaResetLink', code],
    queryFn: ({ signal }) => call(checkMfaResetLink, { body: { code } }, { auth: false, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useMfaResetLink = (code: string) => useQuery(mfaResetLinkQuery(code));
