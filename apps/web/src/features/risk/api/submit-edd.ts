import type { MyEdd } from '@ico/domain/contracts/edd';
import { EDD_DOCUMENT_FIELD, type EddDeclarationInput } from '@ico/domain/edd';
import { api, type UploadProgress } from '../../../lib/api-client';

/** `POST /auth/edd/` (multipart): the declaration's fields and its document. */
export function submitEdd(values: EddDeclarationInput, document: File, onProgress: UploadProgress): Promise<MyEdd> {
  const body = new FormData();
  for (const [field, value] of Object.entries(values)) body.append(field, value);
  body.append(EDD_DOCUMENT_FIELD, document, document.name);
  return api<MyEdd>('/auth/edd/', { formData: body, onUploadProgress: onProgress });
}
