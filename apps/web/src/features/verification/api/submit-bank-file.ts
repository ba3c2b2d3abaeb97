import type { BankStepUp } from '@ico/domain/bank-account-change';
import { submitBankFiles } from '@ico/domain/contracts/verification';
import { BANK_FILE_FIELD, type BankFileInput, KEEP_FILES_FIELD } from '@ico/domain/kyc-schemas';
import { call, type UploadProgress } from '../../../lib/api-client';

/**
 * `submitBankFiles` (multipart): the bank account fields and the bank book image; changing an account on file
 * adds the current password, and after 405 OTP_REQUIRED a one-time or recovery code. A returned bank file may keep
 * the bank book sent last time (`keep`).
 */
export function submitBankFile(
  values: BankFileInput & BankStepUp,
  bookImage: File | undefined,
  keep: readonly string[],
  onProgress: UploadProgress,
) {
  const body = new FormData();
  for (const [field, value] of Object.entries(values)) if (value !== undefined) body.append(field, value);
  if (bookImage) body.append(BANK_FILE_FIELD, bookImage, bookImage.name);
  if (keep.length > 0) body.append(KEEP_FILES_FIELD, keep.join(','));
  return call(submitBankFiles, { body }, { onUploadProgress: onProgress });
}
