import type { EmailChange } from '@ico/domain/contracts/email-change';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { useSession } from '../lib/session';

/** The caller's e-mail change, read by the profile (its waiting change) and the change form (which replaces it). */
export const emailChangeKeys = {
  all: ['emailChange'] as const,
  pending: () => [...emailChangeKeys.all, 'pending'] as const,
};

/** `GET /auth/email_change/`: the change waiting for the new address to confirm it, or null. */
export const pendingEmailChangeQuery = () =>
  queryOptions({
    queryKey: emailChangeKeys.pending(),
    queryFn: async ({ signal }) => (await api<{ change: EmailChange | null }>('/auth/email_change/', { signal })).change,
  });

/** Idle for visitors. */
export function usePendingEmailChange() {
  const session = useSession();
  return useQuery({ ...pendingEmailChangeQuery(), enabled: session !== null });
}
