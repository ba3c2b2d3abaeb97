import { ALLOWED_UPLOAD_MIME_TYPES } from '@ico/domain/constants';
import { KEEP_FILES_FIELD } from '@ico/domain/kyc-schemas';
import { SCREENING_DECISIONS } from '@ico/domain/statuses';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { privateFile, verificationSubmission } from '../../db/schema';
import { AppError } from '../../errors';
import type { MultipartBody, UploadedFile } from '../../uploads/read-multipart';
import type { Deps } from '../deps';
import { isItemSubmission } from './item-submissions';
import type { FileItem } from './verification-file-rules';

const isAllowedType = (type: string): type is UploadedFile['contentType'] =>
  (ALLOWED_UPLOAD_MIME_TYPES as readonly string[]).includes(type);

/**
 * The file fields the investor keeps from the submission sent last time (`keepFiles`): only fields of this screen,
 * and never one sent again in the same request (the new file wins). Anything else named is refused.
 */
export function keptFields(body: MultipartBody, allowed: readonly string[]): string[] {
  const raw = body.fields[KEEP_FILES_FIELD];
  if (raw === undefined || raw.trim() === '') return [];
  const names = [...new Set(raw.split(',').map((name) => name.trim()))].filter((name) => name !== '');
  const unknown = names.filter((name) => !allowed.includes(name));
  if (unknown.length > 0) throw new AppError('VALIDATION_FAILED', { [KEEP_FILES_FIELD]: 'VALUE_INVALID' });
  return names.filter((name) => !body.files.some((file) => file.field === name));
}

/**
 * The kept files of the caller's own newest submission of the item, read back from the store as uploads, when staff
 * returned that submission for changes. A field without such a file (nothing returned, another item, another
 * investor's file) answers 400 FILE_REQUIRED for it, as a file not sent does.
 */
export async function keptFiles(deps: Deps, ownerId: number, item: FileItem, fields: readonly string[]): Promise<UploadedFile[]> {
  if (fields.length === 0) return [];
  const db = deps.database.db;
  const [newest] = await db
    .select({ id: verificationSubmission.id, status: verificationSubmission.status })
    .from(verificationSubmission)
    .where(and(eq(verificationSubmission.userId, ownerId), eq(verificationSubmission.item, item), isItemSubmission))
    .orderBy(desc(verificationSubmission.submittedAt), desc(verificationSubmission.id))
    .limit(1);
  const rows =
    newest?.status === SCREENING_DECISIONS.returnForResubmission
      ? await db
          .select()
          .from(privateFile)
          .where(and(eq(privateFile.ownerId, ownerId), eq(privateFile.submissionId, newest.id), inArray(privateFile.field, [...fields])))
      : [];
  const missing = fields.filter((field) => !rows.some((row) => row.field === field));
  if (missing.length > 0) throw new AppError('FILE_REQUIRED', Object.fromEntries(missing.map((field) => [field, 'FILE_REQUIRED'])));
  const files: UploadedFile[] = [];
  for (const row of rows) {
    if (!isAllowedType(row.contentType)) throw new AppError('FILE_REQUIRED', { [row.field]: 'FILE_REQUIRED' });
    files.push({
      field: row.field,
      fileName: row.fileName,
      contentType: row.contentType,
      data: await deps.files.get(row.storageKey),
      sha256: row.receivedSha256 ?? row.sha256,
    });
  }
  return files;
}
