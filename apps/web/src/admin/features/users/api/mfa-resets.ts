import type { listMfaResetsContract, mfaResetAnswerSchema } from '@ico/domain/contracts/mfa-resets';
import type { MfaResetDecisionInput } from '@ico/domain/mfa-reset';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** Under the users' keys: a change of the user (two-factor off) and of its resets refresh together. */
const resetsKey = (userId: string) => [...adminKeys.users(), 'mfaResets', userId] as const;

type ResetList = z.infer<(typeof listMfaResetsContract.response)[200]>;
type ResetAnswer = z.infer<typeof mfaResetAnswerSchema>;

/** `GET /admin/mfa-resets/?userId=`: the user's two-factor resets, newest first. */
export const mfaResetsQuery = (userId: string) =>
  queryOptions({
    queryKey: resetsKey(userId),
    queryFn: ({ signal }) => api<ResetList>(`/admin/mfa-resets/?${new URLSearchParams({ userId }).toString()}`, { signal }),
  });

export const useMfaResets = (userId: string) => useQuery(mfaResetsQuery(userId));

/** Every call refreshes the user (two-factor, sessions), its resets and the audit log. */
function useResetMutation<V>(userId: string, call: (input: V) => Promise<ResetAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.user(userId) }),
        queryClient.invalidateQueries({ queryKey: resetsKey(userId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}

/** `POST /admin/mfa-resets/`: opens a reset with a reason; the investor is mailed the link. */
export const useOpenMfaReset = (userId: string) =>
  useResetMutation(userId, (input: { reason: string }) =>
    api<ResetAnswer>('/admin/mfa-resets/', { json: { userId: Number(userId), reason: input.reason } }),
  );

/** `POST /admin/mfa-resets/{id}/decision/`: approve (two-factor off) or reject with a reason (a new link). */
export const useDecideMfaReset = (userId: string) =>
  useResetMutation(userId, ({ id, ...input }: MfaResetDecisionInput & { id: number }) =>
    api<ResetAnswer>(`/admin/mfa-resets/${id}/decision/`, { json: input }),
  );

/** `POST /admin/mfa-resets/{id}/cancel/`. */
export const useCancelMfaReset = (userId: string) =>
  useResetMutation(userId, (id: number) => api<ResetAnswer>(`/admin/mfa-resets/${id}/cancel/`, { method: 'POST' }));
