import { checkVerificationLink } from '@ico/domain/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** `checkVerificationLink`: whether the mailed link still works, and what it is for. */
export const verificationLinkQuery = (email: string, code: string) =>
  queryOptions({
    queryKey: ['verificationLink', email, code],
    queryFn: ({ signal }) => call(checkVerificationLink, { query: { email, code } }, { auth: false, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useVerificationLink = (email: string, code: string) => useQuery(verificationLinkQuery(email, code));
