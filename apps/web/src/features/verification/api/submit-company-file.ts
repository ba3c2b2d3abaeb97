import { submitCompanyFiles } from '@ico/domain/contracts/verification';
import type { CompanyFileInput } from '@ico/domain/kyc-schemas';
import { KEEP_FILES_FIELD } from '@ico/domain/kyc-schemas';
import { call, type UploadProgress } from '../../../lib/api-client';

/** `submitCompanyFiles` (multipart, corporate users): company data and one to three documents, or kept ones. */
export function submitCompanyFile(
  values: CompanyFileInput,
  documents: Record<string, File>,
  keep: readonly string[],
  onProgress: UploadProgress,
) {
  const body = new FormData();
  for (const [field, value] of Object.entries(values)) body.append(field, value);
  for (const [field, file] of Object.entries(documents)) body.append(field, file, file.name);
  if (keep.length > 0) body.append(KEEP_FILES_FIELD, keep.join(','));
  return call(submitCompanyFiles, { body }, { onUploadProgress: onProgress });
}
