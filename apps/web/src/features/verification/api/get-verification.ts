import type { VerificationAnswer } from '@ico/domain/contracts/verification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /auth/verification/`: the caller's newest submission of each item (the bank form asks whether one is on file). */
export const verificationQuery = () =>
  queryOptions({
    queryKey: ['verification'],
    queryFn: ({ signal }) => api<VerificationAnswer>('/auth/verification/', { signal }),
  });

export const useVerification = () => useQuery(verificationQuery());
