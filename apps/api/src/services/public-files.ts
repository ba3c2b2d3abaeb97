import { randomUUID } from 'node:crypto';
import type { PublicFile } from '@ico/domain/offering-api';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client';
import { publicFile } from '../db/schema';
import { AppError } from '../errors';
import type { UploadedFile } from '../uploads/read-multipart';
import type { Deps } from './deps';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type PublicFileRow = typeof publicFile.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const publicFileUrl = (id: string): string => `/api/public-files/${id}/`;

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
export async function withPublicFiles<T>(
  deps: Pick<Deps, 'files'>,
  files: readonly UploadedFile[],
  work: (stored: Array<UploadedFile & { id: string; storageKey: string }>) => Promise<T>,
): Promise<T> {
  const stored: Array<UploadedFile & { id: string; storageKey: string }> = [];
  try {
    for (const file of files) {
      const id = randomUUID();
      const storageKey = `public/${id}`;
      await deps.files.put(storageKey, file.data, file.contentType);
      stored.push({ ...file, id, storageKey });
    }
    return await work(stored);
  } catch (error) {
    await Promise.all(stored.map((file) => deps.files.delete(file.storageKey).catch(() => {})));
    throw error;
  }
}

export async function recordPublicFiles(
  tx: Tx,
  uploadedBy: number,
  stored: ReadonlyArray<UploadedFile & { id: string; storageKey: string }>,
): Promise<void> {
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

/**
 * A public file: cached for a long time (a replaced picture gets a new id), never sniffed, and PDFs open in a
 * sandbox so a document cannot run script on the portal's origin.
 */
export async function sendPublicFile(deps: Pick<Deps, 'database' | 'files'>, fileId: string, reply: FastifyReply) {
  if (!UUID.test(fileId)) throw new AppError('NOT_FOUND');
  const [file] = await deps.database.db.select().from(publicFile).where(eq(publicFile.id, fileId)).limit(1);
  if (!file) throw new AppError('NOT_FOUND');
  const data = await deps.files.get(file.storageKey);
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    .send(data);
}
