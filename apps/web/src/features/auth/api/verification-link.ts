import type { verificationLinkAnswerSchema } from '@ico/domain/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type VerificationLink = z.infer<typeof verificationLinkAnswerSchema>;

/** `GET /auth/verification_link/`: whether the mailed link still works, and what it is for. */
export const verificationLinkQuery = (email: string, code: string) =>
  queryOptions({
    queryKey: ['verificationLink', email, code],
    queryFn: ({ signal }) =>
      api<VerificationLink>(`/auth/verification_link/?${new URLSearchParams({ email, code }).toString()}`, { auth: false, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useVerificationLink = (email: string, code: string) => useQuery(verificationLinkQuery(email, code));
