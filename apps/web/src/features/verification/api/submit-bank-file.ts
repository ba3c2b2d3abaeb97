import type { BankStepUp } from '@ico/domain/bank-account-change';
import { BANK_FILE_FIELD, type BankFileInput } from '@ico/domain/kyc-schemas';
import { api, type UploadProgress } from '../../../lib/api-client';
import type { FinishAnswer } from './submit-selfie-file';

/**
 * `POST /auth/bank_file/` (multipart): the bank account fields and the bank book image; changing an account on file
 * adds the current password, and after 405 OTP_REQUIRED a one-time or recovery code.
 */
export function submitBankFile(values: BankFileInput & BankStepUp, bookImage: File, onProgress: UploadProgress): Promise<FinishAnswer> {
  const body = new FormData();
  for (const [field, value] of Object.entries(values)) if (value !== undefined) body.append(field, value);
  body.append(BANK_FILE_FIELD, bookImage, bookImage.name);
  return api<FinishAnswer>('/auth/bank_file/', { formData: body, onUploadProgress: onProgress });
}
