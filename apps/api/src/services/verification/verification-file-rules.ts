import { BANK_STEP_UP_FIELDS } from '@ico/domain/bank-account-change';
import { COMPANY_FILE_FIELDS } from '@ico/domain/contracts/verification';
import { BANK_FILE_FIELD, bankFileSchema, companyFileSchema, IDENTITY_FILE_FIELDS, KEEP_FILES_FIELD } from '@ico/domain/kyc-schemas';
import { AppError } from '../../errors';
import { checkMaySubmit as checkMayWrite } from '../accounts/check-may-submit';
import type { UserRow } from '../accounts/user-row';
import { STATUS_COLUMN } from './verification-state';

export type FileItem = 'selfieFile' | 'bankFile' | 'companyFile';

/** The file fields each screen may send (anything else is refused while reading). */
export function allowedFileFields(item: FileItem, account: UserRow): readonly string[] {
  if (item === 'selfieFile') return IDENTITY_FILE_FIELDS[account.nationality === 'FOREIGN' ? 'FOREIGN' : 'THAI'];
  if (item === 'bankFile') return [BANK_FILE_FIELD];
  return COMPANY_FILE_FIELDS;
}

/** The text fields each screen may send: those of its schema (the identity screen has none), and the bank file's step-up. */
export function allowedTextFields(item: FileItem): readonly string[] {
  if (item === 'selfieFile') return [KEEP_FILES_FIELD];
  if (item === 'bankFile') return [...Object.keys(bankFileSchema.shape), ...BANK_STEP_UP_FIELDS, KEEP_FILES_FIELD];
  return [...Object.keys(companyFileSchema.shape), KEEP_FILES_FIELD];
}

/**
 * Refusals that need no body, answered before any upload is read: blocked accounts, the company file of an
 * individual investor, and an item that is not waiting for a submission (the transaction checks it again).
 */
export function checkMaySubmit(item: FileItem, account: UserRow): void {
  checkMayWrite(account);
  if (item === 'companyFile' && account.individual !== 'corporate') throw new AppError('FORBIDDEN');
  if (account[STATUS_COLUMN[item]] !== 'NEED_TO_SUBMIT') throw new AppError('PF_ALREADY_SUBMITED');
}
