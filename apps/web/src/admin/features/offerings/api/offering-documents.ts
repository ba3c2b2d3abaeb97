import { addOfferingDocument, deleteOfferingDocument } from '@ico/domain/contracts/offering-documents';
import { OFFERING_DOCUMENT_FILE_FIELD, type OfferingDocumentInput } from '@ico/domain/offering-documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';
import { offeringKeys } from '../../../api/offerings';

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
    mutationFn: ({ input, file }: { input: OfferingDocumentInput; file: File }) =>
      call(addOfferingDocument, { params: { id: offeringId }, body: { ...input, [OFFERING_DOCUMENT_FILE_FIELD]: file } }),
    onSuccess: () => refresh(queryClient, offeringId),
  });
}

/** `DELETE /admin/offerings/{id}/documents/{documentId}/`. */
export function useDeleteOfferingDocument(offeringId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) => call(deleteOfferingDocument, { params: { id: offeringId, documentId } }),
    onSuccess: () => refresh(queryClient, offeringId),
  });
}
