import { countRecoveryCodes } from '@ico/domain/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { useSession } from '../lib/session';

/** The caller's recovery codes, read by the profile's security panel and the two-factor screens. */
export const recoveryCodeKeys = { count: ['recoveryCodes', 'count'] as const };

/** `countRecoveryCodes`: how many codes are left of the set made last. */
export const recoveryCodeCountQuery = () =>
  queryOptions({
    queryKey: recoveryCodeKeys.count,
    queryFn: ({ signal }) => call(countRecoveryCodes, {}, { signal }),
  });

/** Idle while signed out or while two-factor is off (no codes to count). */
export function useRecoveryCodeCount(enabled: boolean) {
  const session = useSession();
  return useQuery({ ...recoveryCodeCountQuery(), enabled: session !== null && enabled });
}
