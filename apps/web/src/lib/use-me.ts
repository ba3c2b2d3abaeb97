import type { LoginHistoryItem, Me } from '@ico/domain/account';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useSession } from './session';

export const meQueryKey = ['me'] as const;

/** The signed-in user (`GET /auth/me/`); idle while signed out. */
export function useMe() {
  const session = useSession();
  return useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => api<Me>('/auth/me/', { signal }),
    enabled: session !== null,
  });
}

/** Recent sign-ins (`GET /auth/loginhistory/`), newest first. */
export function useLoginHistory() {
  const session = useSession();
  return useQuery({
    queryKey: ['loginHistory'],
    queryFn: ({ signal }) => api<LoginHistoryItem[]>('/auth/loginhistory/', { signal }),
    enabled: session !== null,
  });
}
