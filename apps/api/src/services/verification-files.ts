import { BANK_FILE_FIELD, bankFileSchema, companyFileSchema, IDENTITY_FILE_FIELDS } from '@ico/domain/kyc-schemas';
import { canSubmit, type VerificationItem } from '@ico/domain/statuses';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { privateFile, verificationSubmission } from '../db/schema';
import { AppError, parseOrThrow } from '../errors';
import { type MultipartBody, requireFiles, type UploadedFile } from '../uploads/read-multipart';
import type { Deps } from './deps';
import { recordFiles, withStoredFiles } from './files';
import type { UserRow } from './users';
import { openSubmission, STATUS_COLUMN } from './verification';

type FileItem = 'selfieFile' | 'bankFile' | 'companyFile';

export const COMPANY_FILE_FIELDS = ['companyDocument1Private', 'companyDocument2Private', 'companyDocument3Private'] as const;

/** The file fields each screen may send (anything else is refused while reading). */
export function allowedFileFields(item: FileItem, account: UserRow): readonly string[] {
  if (item === 'selfieFile') return IDENTITY_FILE_FIELDS[account.nationality === 'FOREIGN' ? 'FOREIGN' : 'THAI'];
  if (item === 'bankFile') return [BANK_FILE_FIELD];
  return COMPANY_FILE_FIELDS;
}

/** The text fields each screen may send: those of its schema (the identity screen has none). */
export function allowedTextFields(item: FileItem): readonly string[] {
  if (item === 'selfieFile') return [];
  return Object.keys((item === 'bankFile' ? bankFileSchema : companyFileSchema).shape);
}

/**
 * Refusals that need no body, answered before any upload is read: blocked accounts, the company file of an
 * individual investor, and an item that is not waiting for a submission (the transaction checks it again).
 */
export function checkMaySubmit(item: FileItem, account: UserRow): void {
  if (!canSubmit(account.userLevel as never)) throw new AppError('ACCOUNT_BLOCKED');
  if (item === 'companyFile' && account.individual !== 'corporate') throw new AppError('FORBIDDEN');
  if (account[STATUS_COLUMN[item]] !== 'NEED_TO_SUBMIT') throw new AppError('PF_ALREADY_SUBMITED');
}

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
 */
export async function submitVerificationFiles(deps: Deps, account: UserRow, item: FileItem, body: MultipartBody): Promise<number> {
  const { data, files } = checkBody(item, account, body);
  return withStoredFiles(deps, account.id, files, (stored) =>
    deps.database.db.transaction(async (tx) => {
      const submissionId = await openSubmission(tx, account.id, item, data);
      await recordFiles(tx, account.id, { submissionId }, stored);
      return submissionId;
    }),
  );
}

export type SubmissionFile = { id: string; field: string; fileName: string; contentType: string; size: number };
export type SubmissionSummary = {
  status: string;
  reason: string | null;
  submittedAt: string;
  data: Record<string, string>;
  files: SubmissionFile[];
};

/** The caller's newest submission per item, with its files' metadata (never the storage keys). */
export async function verificationOf(deps: Deps, userId: number): Promise<Partial<Record<VerificationItem, SubmissionSummary>>> {
  const db = deps.database.db;
  const rows = await db
    .select()
    .from(verificationSubmission)
    .where(eq(verificationSubmission.userId, userId))
    .orderBy(desc(verificationSubmission.submittedAt), desc(verificationSubmission.id));
  const newest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!newest.has(row.item)) newest.set(row.item, row);
  const ids = [...newest.values()].map((row) => row.id);
  const files = ids.length
    ? await db
        .select({
          id: privateFile.id,
          submissionId: privateFile.submissionId,
          field: privateFile.field,
          fileName: privateFile.fileName,
          contentType: privateFile.contentType,
          size: privateFile.size,
        })
        .from(privateFile)
        .where(and(eq(privateFile.ownerId, userId), inArray(privateFile.submissionId, ids)))
    : [];
  const items: Partial<Record<VerificationItem, SubmissionSummary>> = {};
  for (const [item, row] of newest) {
    items[item as VerificationItem] = {
      status: row.status,
      reason: row.reason,
      submittedAt: row.submittedAt.toISOString(),
      data: row.data,
      files: files.filter((f) => f.submissionId === row.id).map(({ submissionId: _, ...file }) => file),
    };
  }
  return items;
}
