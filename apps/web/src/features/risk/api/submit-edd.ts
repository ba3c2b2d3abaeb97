import { type EddDeclarationInput, submitEdd as submitEddEndpoint } from '@ico/domain/contracts/edd';
import { EDD_DOCUMENT_FIELD } from '@ico/domain/edd';
import { call, type UploadProgress } from '../../../lib/api-client';

/** `submitEdd` (multipart): the declaration's fields and its document. */
export const submitEdd = (values: EddDeclarationInput, document: File, onProgress: UploadProgress) =>
  call(submitEddEndpoint, { body: { ...values, [EDD_DOCUMENT_FIELD]: document } }, { onUploadProgress: onProgress });
