import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';
import type { AdminOffering } from '../../../api/offerings';
import { offeringKeys, offeringPath } from '../../../api/offerings';

/** The JSON body of the save calls: `OfferingInput` with the instants as ISO strings in Bangkok time. */
export type OfferingBody = {
  tokenName: string;
  ticker: string;
  summaryEN: string;
  summaryTH: string;
  startAt: string;
  finishAt: string;
  totalAmount: string;
  totalAmountToken: string;
  minimumAmount: string;
  allowedLevels: string[];
  paymentInstructionsEN: string;
  paymentInstructionsTH: string;
  promptPayId: string;
  screening: boolean;
};

/** `POST /admin/offerings/` without an id, `PUT /admin/offerings/{id}/` with one (audit offering.create / update). */
export function useSaveOffering(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferingBody) =>
      id === null
        ? api<AdminOffering>('/admin/offerings/', { method: 'POST', json: body })
        : api<AdminOffering>(offeringPath(id), { method: 'PUT', json: body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(offeringKeys.detail(String(saved.id)), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: offeringKeys.list() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]);
    },
  });
}
