import { COMPANY_FILE_FIELDS } from '@ico/domain/contracts/verification';
import { BANK_FILE_FIELD, bankFileSchema, companyFileSchema } from '@ico/domain/kyc-schemas';
import { typedPhoneToE164 } from '@ico/domain/phones';
import { parseOrThrow } from '../../errors';
import { type MultipartBody, requireFiles, type UploadedFile } from '../../uploads/read-multipart';
import { tellSecurityChange } from '../accounts/tell-security-change';
import type { UserRow } from '../accounts/user-row';
import type { Deps, RequestMeta } from '../deps';
import { recordFiles, withStoredFiles } from '../files/stored-files';
import { screenInvestor } from '../screening/screen-investor';
import type { Authenticated } from '../sessions/authenticate-session';
import { confirmBankChange } from './confirm-bank-change';
import { keptFields, keptFiles } from './kept-files';
import { allowedFileFields, type FileItem } from './verification-file-rules';
import { openSubmission } from './verification-state';

/**
 * The text fields and the files of one screen, checked: 400 VALIDATION_FAILED or FILE_REQUIRED with the fields named.
 * A file kept from the returned submission (`kept`) stands for a required one. The company phone is stored in E.164.
 */
function checkBody(
  item: FileItem,
  account: UserRow,
  body: MultipartBody,
  kept: readonly string[],
): { data: Record<string, string>; files: UploadedFile[] } {
  const required = (fields: readonly string[]) =>
    requireFiles(
      body,
      fields.filter((field) => !kept.includes(field)),
    );
  if (item === 'selfieFile') return { data: {}, files: required(allowedFileFields(item, account)) };
  if (item === 'bankFile') {
    const data = parseOrThrow(bankFileSchema, body.fields);
    return { data, files: required([BANK_FILE_FIELD]) };
  }
  const data = parseOrThrow(companyFileSchema, body.fields);
  required([COMPANY_FILE_FIELDS[0]]);
  // The schema passed only phones that can be numbers.
  const phone = typedPhoneToE164(data.phone) ?? data.phone;
  return { data: { ...data, phone }, files: COMPANY_FILE_FIELDS.flatMap((field) => body.files.filter((f) => f.field === field)) };
}

/**
 * One file screen's submission: the files are written first, then the submission, the item's status and the
 * file rows in one transaction; when that transaction refuses (409, blocked) or fails, the files are deleted again.
 * Files kept from the submission staff returned are stored again as copies (each submission owns its files).
 * A bank file that changes the account on file needs a step-up once its fields are valid (no code is spent on a form
 * that would be refused anyway); it then ends the other sessions and tells the owner.
 */
export async function submitVerificationFiles(
  deps: Deps,
  auth: Authenticated,
  item: FileItem,
  body: MultipartBody,
  meta: RequestMeta,
): Promise<number> {
  const account = auth.user;
  const kept = keptFields(body, allowedFileFields(item, account));
  const { data, files } = checkBody(item, account, body, kept);
  const reused = await keptFiles(deps, account.id, item, kept);
  const bankChange = item === 'bankFile' && (await confirmBankChange(deps, account, body.fields, meta));
  const submissionId = await withStoredFiles(deps, account.id, [...files, ...reused], (stored) =>
    deps.database.db.transaction(async (tx) => {
      const id = await openSubmission(deps, tx, account.id, item, data);
      await recordFiles(tx, account.id, { submissionId: id }, stored);
      // Issue 30: a company file names the company: screened with it.
      if (item === 'companyFile') await screenInvestor(deps, tx, account.id, 'companyFile');
      return id;
    }),
  );
  if (bankChange) await tellSecurityChange(deps, auth, 'bank-account-changed');
  return submissionId;
}
