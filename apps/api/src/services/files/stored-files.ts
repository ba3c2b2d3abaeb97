import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { privateFile } from '../../db/schema';
import type { UploadedFile } from '../../uploads/read-multipart';
import type { Deps } from '../deps';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type StoredFile = UploadedFile & { id: string; storageKey: string };

/**
 * Writes the files to the store under the keys `keyOf` gives, then runs `work` (which records them in the
 * database). If anything fails, the written objects are deleted again: a refused or failed request leaves no
 * file behind.
 */
export async function withWrittenFiles<T>(
  deps: Pick<Deps, 'files'>,
  files: readonly UploadedFile[],
  keyOf: (id: string) => string,
  work: (stored: StoredFile[]) => Promise<T>,
): Promise<T> {
  const stored: StoredFile[] = [];
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

/** Private files (verification documents, payment slips) are kept under their owner's prefix. */
export const withStoredFiles = <T>(
  deps: Pick<Deps, 'files'>,
  ownerId: number,
  files: readonly UploadedFile[],
  work: (stored: StoredFile[]) => Promise<T>,
): Promise<T> => withWrittenFiles(deps, files, (id) => `u${ownerId}/${id}`, work);

/** The rows of stored files, inside the transaction of what they belong to (a verification submission or a joining). */
export async function recordFiles(
  tx: Tx,
  ownerId: number,
  belongsTo: { submissionId: number } | { joiningId: number },
  stored: readonly StoredFile[],
): Promise<void> {
  if (stored.length === 0) return;
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
    })),
  );
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
