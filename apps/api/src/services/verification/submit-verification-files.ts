import { COMPANY_FILE_FIELDS } from '@ico/domain/contracts/verification';
import { BANK_FILE_FIELD, bankFileSchema, companyFileSchema } from '@ico/domain/kyc-schemas';
import { parseOrThrow } from '../../errors';
import { type MultipartBody, requireFiles, type UploadedFile } from '../../uploads/read-multipart';
import { tellSecurityChange } from '../accounts/tell-security-change';
import type { UserRow } from '../accounts/user-row';
import type { Deps, RequestMeta } from '../deps';
import { recordFiles, withStoredFiles } from '../files/stored-files';
import type { Authenticated } from '../sessions/authenticate-session';
import { confirmBankChange } from './confirm-bank-change';
import { allowedFileFields, type FileItem } from './verification-file-rules';
import { openSubmission } from './verification-state';

/** Field -> first validation key, as the error handler answers schema failures. */
/** The text fields and the files of one screen, checked: 400 VALIDATION_FAILED or FILE_REQUIRED with the fields named. */
function checkBody(item: FileItem, account: UserRow, body: MultipartBody): { data: Record<string, string>; files: UploadedFile[] } {
  if (item === 'selfieFile') return { data: {}, files: requireFiles(body, allowedFileFields(item, account)) };
  if (item === 'bankFile') {
    const data = parseOrThrow(bankFileSchema, body.fields);
    return { data, files: requireFiles(body, [BANK_FILE_FIELD]) };
  }
  const data = parseOrThrow(companyFileSchema, body.fields);
  requireFiles(body, [COMPANY_FILE_FIELDS[0]]);
  return { data, files: COMPANY_FILE_FIELDS.flatMap((field) => body.files.filter((f) => f.field === field)) };
}

/**
 * One file screen's submission: the files are written first, then the submission, the item's status and the
 * file rows in one transaction; when that transaction refuses (409, blocked) or fails, the files are deleted again.
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
  const { data, files } = checkBody(item, account, body);
  const bankChange = item === 'bankFile' && (await confirmBankChange(deps, account, body.fields, meta));
  const submissionId = await withStoredFiles(deps, account.id, files, (stored) =>
    deps.database.db.transaction(async (tx) => {
      const id = await openSubmission(deps, tx, account.id, item, data);
      await recordFiles(tx, account.id, { submissionId: id }, stored);
      return id;
    }),
  );
  if (bankChange) await tellSecurityChange(deps, auth, 'bank-account-changed');
  return submissionId;
}
