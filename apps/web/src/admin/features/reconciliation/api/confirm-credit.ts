import { type ConfirmCreditInput, confirmCredit } from '@ico/domain/contracts/statements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** `confirmCredit`: attaches the credit and proposes the payment confirmation (four eyes). */
export function useConfirmCredit(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmCreditInput) => call(confirmCredit, { params: { id }, body: input }),
    // The credit, its joining and the approvals queue all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
