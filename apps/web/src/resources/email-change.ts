import { getEmailChange } from '@ico/domain/contracts/email-change';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { useSession } from '../lib/session';

/** The caller's e-mail change, read by the profile (its waiting change) and the change form (which replaces it). */
export const emailChangeKeys = {
  all: ['emailChange'] as const,
  pending: () => [...emailChangeKeys.all, 'pending'] as const,
};

/** `getEmailChange`: the change waiting for the new address to confirm it, or null. */
export const pendingEmailChangeQuery = () =>
  queryOptions({
    queryKey: emailChangeKeys.pending(),
    queryFn: async ({ signal }) => (await call(getEmailChange, {}, { signal })).change,
  });

/** Idle for visitors. */
export function usePendingEmailChange() {
  const session = useSession();
  return useQuery({ ...pendingEmailChangeQuery(), enabled: session !== null });
}
