import type { CompanyFileInput } from '@ico/domain/kyc-schemas';
import { api, type UploadProgress } from '../../../lib/api-client';
import type { FinishAnswer } from './submit-selfie-file';

/** `POST /auth/company_file/` (multipart, corporate users): company data and one to three documents. */
export function submitCompanyFile(
  values: CompanyFileInput,
  documents: Record<string, File>,
  onProgress: UploadProgress,
): Promise<FinishAnswer> {
  const body = new FormData();
  for (const [field, value] of Object.entries(values)) body.append(field, value);
  for (const [field, file] of Object.entries(documents)) body.append(field, file, file.name);
  return api<FinishAnswer>('/auth/company_file/', { formData: body, onUploadProgress: onProgress });
}
