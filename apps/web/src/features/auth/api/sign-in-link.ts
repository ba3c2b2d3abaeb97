import { checkSignInLink } from '@ico/domain/contracts/sign-in-links';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** `checkSignInLink`: whether the mailed link still works and whose account it opens (the code in the body, out of logs). */
export const signInLinkQuery = (code: string) =>
  queryOptions({
    queryKey: ['signInLink', code],
    queryFn: ({ signal }) => call(checkSignInLink, { body: { code } }, { auth: false, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useSignInLink = (code: string) => useQuery(signInLinkQuery(code));
