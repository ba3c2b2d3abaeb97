import { decideSubmission } from '@ico/domain/contracts/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';
import { screeningKeys } from './types';

export type DecisionInput = z.input<typeof decideSubmission.body>;

/** `decideSubmission`: audited; the investor gets a message in their language. */
export const decide = (id: string, input: DecisionInput) => call(decideSubmission, { params: { id }, body: input });

export function useDecide(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecisionInput) => decide(id, input),
    // The queue, the investor's page and the audit log change: marked stale, they reload when shown next. This
    // page is left at once, so it is not reloaded under the screener's eyes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all, refetchType: 'none' }),
    // Decided meanwhile (409) or another failure: show the submission as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: screeningKeys.detail(id) }),
  });
}
