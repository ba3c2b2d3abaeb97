import type { ConfirmCreditAnswer, ConfirmCreditInput } from '@ico/domain/contracts/statements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** `POST /admin/credits/{id}/confirm/`: attaches the credit and proposes the payment confirmation (four eyes). */
export function useConfirmCredit(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmCreditInput) => api<ConfirmCreditAnswer>(`/admin/credits/${id}/confirm/`, { method: 'POST', json: input }),
    // The credit, its joining and the approvals queue all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
