import type { RecoveryCodeCount } from '@ico/domain/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { useSession } from '../lib/session';

/** The caller's recovery codes, read by the profile's security panel and the two-factor screens. */
export const recoveryCodeKeys = { count: ['recoveryCodes', 'count'] as const };

/** `GET /auth/recovery_codes/`: how many codes are left of the set made last. */
export const recoveryCodeCountQuery = () =>
  queryOptions({
    queryKey: recoveryCodeKeys.count,
    queryFn: ({ signal }) => api<RecoveryCodeCount>('/auth/recovery_codes/', { signal }),
  });

/** Idle while signed out or while two-factor is off (no codes to count). */
export function useRecoveryCodeCount(enabled: boolean) {
  const session = useSession();
  return useQuery({ ...recoveryCodeCountQuery(), enabled: session !== null && enabled });
}
