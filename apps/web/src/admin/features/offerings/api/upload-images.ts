import type { StaffOffering } from '@ico/domain/contracts/offerings';
import type { OfferingImageField } from '@ico/domain/offering-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { offeringKeys, offeringPath } from '../../../api/offerings';

/** `POST /admin/offerings/{id}/images/`: multipart `image` and/or `poster` (JPEG or PNG). */
export function useUploadOfferingImages(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: Partial<Record<OfferingImageField, File>>) => {
      const formData = new FormData();
      for (const [field, file] of Object.entries(files)) if (file) formData.append(field, file);
      return api<StaffOffering>(`${offeringPath(id)}images/`, { method: 'POST', formData });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(offeringKeys.detail(id), saved);
      return queryClient.invalidateQueries({ queryKey: offeringKeys.list() });
    },
  });
}
