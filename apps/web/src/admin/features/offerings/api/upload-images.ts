import { setOfferingImages } from '@ico/domain/contracts/offerings';
import type { OfferingImageField } from '@ico/domain/offering-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { offeringKeys } from '../../../api/offerings';

/** `POST /admin/offerings/{id}/images/`: multipart `image` and/or `poster` (JPEG or PNG). */
export function useUploadOfferingImages(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: Partial<Record<OfferingImageField, File>>) => call(setOfferingImages, { params: { id }, body: files }),
    onSuccess: (saved) => {
      queryClient.setQueryData(offeringKeys.detail(id), saved);
      return queryClient.invalidateQueries({ queryKey: offeringKeys.list() });
    },
  });
}
