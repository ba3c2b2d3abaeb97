import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../services/accounts/user-row';
import { allowedFileFields, allowedTextFields, checkMaySubmit, type FileItem } from '../services/verification/verification-file-rules';
import { type MultipartBody, readMultipart } from './read-multipart';

/**
 * Reads the upload of one of the investor's file screens (selfie_file, bank_file, company_file): refused before the
 * upload is read when the account may not send that item now, then only the parts that screen takes.
 */
export async function readVerificationUpload(request: FastifyRequest, item: FileItem, account: UserRow): Promise<MultipartBody> {
  checkMaySubmit(item, account);
  return readMultipart(request, { files: allowedFileFields(item, account), fields: allowedTextFields(item) });
}
