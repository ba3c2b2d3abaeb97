import { OFFERING_DOCUMENT_FILE_FIELD, type OfferingDocument, type OfferingDocumentInput } from '@ico/domain/offering-documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';
import { offeringKeys, offeringPath } from '../../../api/offerings';

/** The offering (its documents and white-paper warning) and the audit log change with every document. */
const refresh = (queryClient: ReturnType<typeof useQueryClient>, offeringId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: offeringKeys.detail(offeringId) }),
    queryClient.invalidateQueries({ queryKey: offeringKeys.list() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
  ]);

/** `POST /admin/offerings/{id}/documents/`: kind, language, title and the PDF (multipart). */
export function useAddOfferingDocument(offeringId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, file }: { input: OfferingDocumentInput; file: File }) => {
      const formData = new FormData();
      for (const [field, value] of Object.entries(input)) formData.append(field, value);
      formData.append(OFFERING_DOCUMENT_FILE_FIELD, file);
      return api<OfferingDocument>(`${offeringPath(offeringId)}documents/`, { method: 'POST', formData });
    },
    onSuccess: () => refresh(queryClient, offeringId),
  });
}

/** `DELETE /admin/offerings/{id}/documents/{documentId}/`. */
export function useDeleteOfferingDocument(offeringId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) => api<void>(`${offeringPath(offeringId)}documents/${documentId}/`, { method: 'DELETE' }),
    onSuccess: () => refresh(queryClient, offeringId),
  });
}
