import { randomUUID } from 'node:crypto';
import { roleCan } from '@ico/domain/staff';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client';
import { privateFile } from '../db/schema';
import { AppError } from '../errors';
import type { UploadedFile } from '../uploads/read-multipart';
import { recordAudit } from './audit';
import type { Deps, RequestMeta } from './deps';
import { staffRoleOf, type UserRow } from './users';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type StoredFile = UploadedFile & { id: string; storageKey: string };

/**
 * Writes the files to the store, then runs `work` (which records them in the database). If anything fails,
 * the written objects are deleted again: a refused or failed submission leaves no file behind.
 */
export async function withStoredFiles<T>(
  deps: Deps,
  ownerId: number,
  files: readonly UploadedFile[],
  work: (stored: StoredFile[]) => Promise<T>,
): Promise<T> {
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const id = randomUUID();
      const storageKey = `u${ownerId}/${id}`;
      await deps.files.put(storageKey, file.data, file.contentType);
      stored.push({ ...file, id, storageKey });
    }
    return await work(stored);
  } catch (error) {
    await Promise.all(stored.map((file) => deps.files.delete(file.storageKey).catch(() => {})));
    throw error;
  }
}

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

/**
 * A private file for its owner or for staff who screen documents; anyone else gets 404 (never a hint that it
 * exists). Staff views are audited. The answer is never cached, opens inline in a sandbox, and is not sniffed.
 */
export async function sendPrivateFile(deps: Deps, viewer: UserRow, fileId: string, reply: FastifyReply, meta: RequestMeta) {
  if (!UUID.test(fileId)) throw new AppError('NOT_FOUND');
  const [file] = await deps.database.db.select().from(privateFile).where(eq(privateFile.id, fileId)).limit(1);
  const isOwner = file?.ownerId === viewer.id;
  // Payment slips are for the staff who operate joinings; identity documents for those who screen them.
  const permission = file?.joiningId != null ? 'joinings.operate' : 'verification.screen';
  const isScreener = viewer.mfaEnabled && roleCan(staffRoleOf(viewer), permission);
  if (!file || (!isOwner && !isScreener)) throw new AppError('NOT_FOUND');
  if (!isOwner) {
    await recordAudit(deps.database.db, {
      actorId: viewer.id,
      action: 'file.view',
      targetType: 'file',
      targetId: file.id,
      detail: { owner: file.ownerId, field: file.field },
      ipAddress: meta.ip,
    });
  }
  return sendStoredFile(reply, file, await deps.files.get(file.storageKey), 'private, no-store');
}

/**
 * A stored file's answer: opened inline under its display name, never sniffed, and sandboxed so a PDF or an
 * image cannot run script on the portal's origin.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { contentType: string; fileName: string },
  data: Buffer,
  cacheControl: 'private, no-store' | 'public, max-age=31536000, immutable',
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    .send(data);
}
