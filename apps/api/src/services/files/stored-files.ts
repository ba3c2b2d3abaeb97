import { randomUUID } from 'node:crypto';
import type { SlipCheck } from '@ico/domain/reconciliation';
import type { Database } from '../../db/client';
import { privateFile } from '../../db/schema';
import { tellJoiningsChanged } from '../../plugins/services/joinings-cache';
import type { UploadedFile } from '../../uploads/read-multipart';
import { type SanitizedFile, sanitizeUpload } from '../../uploads/sanitize-upload';
import type { Deps } from '../deps';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type StoredFile = UploadedFile & { id: string; storageKey: string };
/** A private file as stored: re-encoded (sanitize-upload.ts), with the digest of the bytes as sent. */
export type StoredPrivateFile = SanitizedFile & { id: string; storageKey: string };
/** What reading a payment slip's QR code found (services/joinings/read-slip-code.ts), stored on its row. */
export type SlipColumns = { slipCheck: SlipCheck; slipSendingBank: string | null; slipReference: string | null };

/**
 * Writes the files to the store under the keys `keyOf` gives, then runs `work` (which records them in the
 * database). If anything fails, the written objects are deleted again: a refused or failed request leaves no
 * file behind.
 */
export async function withWrittenFiles<F extends UploadedFile, T>(
  deps: Pick<Deps, 'files'>,
  files: readonly F[],
  keyOf: (id: string) => string,
  work: (stored: Array<F & { id: string; storageKey: string }>) => Promise<T>,
): Promise<T> {
  const stored: Array<F & { id: string; storageKey: string }> = [];
  try {
    for (const file of files) {
      const id = randomUUID();
      const storageKey = keyOf(id);
      await deps.files.put(storageKey, file.data, file.contentType);
      stored.push({ ...file, id, storageKey });
    }
    return await work(stored);
  } catch (error) {
    await Promise.all(stored.map((file) => deps.files.delete(file.storageKey).catch(() => {})));
    throw error;
  }
}

/**
 * Private files (verification documents, payment slips, the two-factor-reset selfie) are sanitised first (pictures
 * re-encoded, PDFs with scripts refused: nothing is written for a refused file), then kept under their owner's prefix.
 */
export async function withStoredFiles<T>(
  deps: Pick<Deps, 'files'>,
  ownerId: number,
  files: readonly UploadedFile[],
  work: (stored: StoredPrivateFile[]) => Promise<T>,
): Promise<T> {
  const sanitized: SanitizedFile[] = [];
  // One at a time: a decoded picture takes memory, and a request carries at most a few files.
  for (const file of files) sanitized.push(await sanitizeUpload(file));
  return withWrittenFiles(deps, sanitized, (id) => `u${ownerId}/${id}`, work);
}

/** The rows of stored files, inside the transaction of what they belong to (a verification submission or a joining). */
export async function recordFiles(
  tx: Tx,
  ownerId: number,
  belongsTo: { submissionId: number } | { joiningId: number },
  stored: readonly StoredPrivateFile[],
  slip?: SlipColumns,
): Promise<void> {
  if (stored.length === 0) return;
  // A slip shows in its investor's list of joinings.
  if ('joiningId' in belongsTo) await tellJoiningsChanged(tx, { userId: ownerId });
  await tx.insert(privateFile).values(
    stored.map((file) => ({
      id: file.id,
      ownerId,
      submissionId: 'submissionId' in belongsTo ? belongsTo.submissionId : null,
      joiningId: 'joiningId' in belongsTo ? belongsTo.joiningId : null,
      field: file.field,
      storageKey: file.storageKey,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.data.length,
      sha256: file.sha256,
      receivedSha256: file.receivedSha256,
      ...slip,
    })),
  );
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
