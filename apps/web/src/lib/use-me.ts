import { getMe, listLoginHistory } from '@ico/domain/contracts/accounts';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { useSession } from './session';

export const meQueryKey = ['me'] as const;

/** The signed-in user (`getMe`); idle while signed out. */
export function useMe() {
  const session = useSession();
  return useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => call(getMe, {}, { signal }),
    enabled: session !== null,
  });
}

/** Recent sign-ins (`listLoginHistory`), newest first. */
export function useLoginHistory() {
  const session = useSession();
  return useQuery({
    queryKey: ['loginHistory'],
    queryFn: ({ signal }) => call(listLoginHistory, {}, { signal }),
    enabled: session !== null,
  });
}
