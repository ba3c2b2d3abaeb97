import { createOffering, updateOffering } from '@ico/domain/contracts/offerings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';
import { offeringKeys } from '../../../api/offerings';

/** The JSON body of the save calls: `OfferingInput` with the instants as ISO strings in Bangkok time. */
export type OfferingBody = z.input<typeof createOffering.body>;

/** `POST /admin/offerings/` without an id, `PUT /admin/offerings/{id}/` with one (audit offering.create / update). */
export function useSaveOffering(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferingBody) => (id === null ? call(createOffering, { body }) : call(updateOffering, { params: { id }, body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(offeringKeys.detail(String(saved.id)), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: offeringKeys.list() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]);
    },
  });
}
