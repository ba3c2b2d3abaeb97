import type { MfaResetLink } from '@ico/domain/contracts/mfa-resets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /auth/mfa_reset/check/`: whether the mailed link still works, and whose it is (no sign-in). */
export const mfaResetLinkQuery = (code: string) =>
  queryOptions({
    queryKey: ['mfaResetLink', code],
    queryFn: ({ signal }) => api<MfaResetLink>('/auth/mfa_reset/check/', { method: 'POST', json: { code }, auth: false, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useMfaResetLink = (code: string) => useQuery(mfaResetLinkQuery(code));
