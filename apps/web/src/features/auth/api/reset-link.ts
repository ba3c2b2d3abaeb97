import type { ResetLinkAnswer } from '@ico/domain/password-reset';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /auth/reset_password/`: whether the mailed reset link still works, whose it is, and whether a code is asked. */
export const resetLinkQuery = (email: string, code: string) =>
  queryOptions({
    queryKey: ['resetLink', email, code],
    queryFn: ({ signal }) =>
      api<ResetLinkAnswer>(`/auth/reset_password/?${new URLSearchParams({ email, code }).toString()}`, { auth: false, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useResetLink = (email: string, code: string) => useQuery(resetLinkQuery(email, code));
