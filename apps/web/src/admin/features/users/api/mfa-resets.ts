import {
  cancelMfaReset,
  decideMfaReset,
  listMfaResets,
  type MfaResetAnswer,
  type MfaResetDecisionInput,
  openMfaReset,
} from '@ico/domain/contracts/mfa-resets';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** Under the users' keys: a change of the user (two-factor off) and of its resets refresh together. */
const resetsKey = (userId: string) => [...adminKeys.users(), 'mfaResets', userId] as const;

/** `listMfaResets` of one user: the user's two-factor resets, newest first. */
export const mfaResetsQuery = (userId: string) =>
  queryOptions({
    queryKey: resetsKey(userId),
    queryFn: ({ signal }) => call(listMfaResets, { query: { userId } }, { signal }),
  });

export const useMfaResets = (userId: string) => useQuery(mfaResetsQuery(userId));

/** Every call refreshes the user (two-factor, sessions), its resets and the audit log. */
function useResetMutation<V>(userId: string, send: (input: V) => Promise<MfaResetAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.user(userId) }),
        queryClient.invalidateQueries({ queryKey: resetsKey(userId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}

/** `openMfaReset`: opens a reset with a reason; the investor is mailed the link. */
export const useOpenMfaReset = (userId: string) =>
  useResetMutation(userId, (input: { reason: string }) => call(openMfaReset, { body: { userId: Number(userId), reason: input.reason } }));

/** `decideMfaReset`: approve (two-factor off) or reject with a reason (a new link). */
export const useDecideMfaReset = (userId: string) =>
  useResetMutation(userId, ({ id, ...input }: MfaResetDecisionInput & { id: number }) =>
    call(decideMfaReset, { params: { id }, body: input }),
  );

/** `cancelMfaReset`. */
export const useCancelMfaReset = (userId: string) =>
  useResetMutation(userId, (id: number) => call(cancelMfaReset, { params: { id }, body: {} }));
