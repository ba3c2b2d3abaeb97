import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { useSession } from './session';

export const meQueryKey = ['me'] as const;

/**
 * The contracts are loaded with the first call: their schemas (zod) stay out of the pages that read the user without
 * a form (the offerings list, first-load.test.ts).
 */
const accounts = () => import('@ico/domain/contracts/accounts');

/** The signed-in user (`getMe`); idle while signed out. */
export function useMe() {
  const session = useSession();
  return useQuery({
    queryKey: meQueryKey,
    queryFn: async ({ signal }) => call((await accounts()).getMe, {}, { signal }),
    enabled: session !== null,
  });
}

/** Recent sign-ins (`listLoginHistory`), newest first. */
export function useLoginHistory() {
  const session = useSession();
  return useQuery({
    queryKey: ['loginHistory'],
    queryFn: async ({ signal }) => call((await accounts()).listLoginHistory, {}, { signal }),
    enabled: session !== null,
  });
}
