import { getVerification } from '@ico/domain/contracts/verification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

export const verificationQueryKey = ['verification'] as const;

/**
 * `getVerification`: the caller's newest submission of each item. Shared by the profile (a returned item's
 * reason) and the verification screens (the values sent last time, whether a bank account is on file).
 */
export const verificationQuery = () =>
  queryOptions({
    queryKey: verificationQueryKey,
    queryFn: ({ signal }) => call(getVerification, {}, { signal }),
  });

export const useVerification = () => useQuery(verificationQuery());
