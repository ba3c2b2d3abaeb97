import type { getEmailChangeContract } from '@ico/domain/contracts/email-change';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
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
    queryFn: async ({ signal }) =>
      (await api<z.infer<(typeof getEmailChangeContract.response)[200]>>('/auth/email_change/', { signal })).change,
  });

/** Idle for visitors. */
export function usePendingEmailChange() {
  const session = useSession();
  return useQuery({ ...pendingEmailChangeQuery(), enabled: session !== null });
}
