import { API_BASE, pathOf } from '@ico/domain/contracts/endpoint';
import { getPublicFile } from '@ico/domain/contracts/files';
import type { PublicFile } from '@ico/domain/offering-api';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publicFile } from '../../db/schema';
import type { UploadedFile } from '../../uploads/read-multipart';
import type { Deps } from '../deps';
import { type StoredFile, withWrittenFiles } from './stored-files';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type PublicFileRow = typeof publicFile.$inferSelect;

/** Where the web loads a public file (an image, a document): the address of `getPublicFile`. */
export const publicFileUrl = (id: string): string => `${API_BASE}${pathOf(getPublicFile, { id })}`;

export const toPublicFile = (row: Pick<PublicFileRow, 'id' | 'fileName' | 'contentType'>): PublicFile => ({
  url: publicFileUrl(row.id),
  name: row.fileName,
  contentType: row.contentType,
});

/**
 * Writes public files (token images, posters, monitoring documents) to the store and runs `work` with their
 * ids; `work` records them with `recordPublicFiles` in its transaction. On any failure the written objects are
 * deleted again, so a refused request leaves nothing behind.
 */
export const withPublicFiles = <T>(
  deps: Pick<Deps, 'files'>,
  files: readonly UploadedFile[],
  work: (stored: StoredFile[]) => Promise<T>,
): Promise<T> => withWrittenFiles(deps, files, (id) => `public/${id}`, work);

export async function recordPublicFiles(tx: Tx, uploadedBy: number, stored: readonly StoredFile[]): Promise<void> {
  if (stored.length === 0) return;
  await tx.insert(publicFile).values(
    stored.map((file) => ({
      id: file.id,
      storageKey: file.storageKey,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.data.length,
      sha256: file.sha256,
      uploadedBy,
    })),
  );
}

/** The rows of the given ids, for shaping answers (missing ids are simply absent). */
export async function publicFilesById(
  db: Pick<Database, 'select'>,
  ids: ReadonlyArray<string | null>,
): Promise<Map<string, PublicFileRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(publicFile).where(inArray(publicFile.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
