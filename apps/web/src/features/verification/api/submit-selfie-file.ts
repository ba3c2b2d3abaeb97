import { submitIdentityFiles } from '@ico/domain/contracts/verification';
import { KEEP_FILES_FIELD } from '@ico/domain/kyc-schemas';
import { call, type UploadProgress } from '../../../lib/api-client';

/** `submitIdentityFiles` (multipart): the selfie and the ID card sides or passport pages, by field name. */
export function submitSelfieFile(files: Record<string, File>, keep: readonly string[], onProgress: UploadProgress) {
  const body = new FormData();
  for (const [field, file] of Object.entries(files)) body.append(field, file, file.name);
  // After a return: the files sent last time that were not chosen again.
  if (keep.length > 0) body.append(KEEP_FILES_FIELD, keep.join(','));
  return call(submitIdentityFiles, { body }, { onUploadProgress: onProgress });
}
