import type { SignInLinkAnswer } from '@ico/domain/sign-in-link';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /auth/sign_in_link/check/`: whether the mailed link still works and whose account it opens (the code in the body, out of logs). */
export const signInLinkQuery = (code: string) =>
  queryOptions({
    queryKey: ['signInLink', code],
    queryFn: ({ signal }) => api<SignInLinkAnswer>('/auth/sign_in_link/check/', { json: { code }, auth: false, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useSignInLink = (code: string) => useQuery(signInLinkQuery(code));
