import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { publicFile } from '../../db/schema';
import { AppError } from '../../errors';
import type { Deps } from '../deps';
import { sendStoredFile } from './send-stored-file';
import { UUID } from './stored-files';

/** A public file, to anyone: cached for a long time. */
export async function sendPublicFile(deps: Pick<Deps, 'database' | 'files'>, fileId: string, reply: FastifyReply) {
  if (!UUID.test(fileId)) throw new AppError('NOT_FOUND');
  const [file] = await deps.database.db.select().from(publicFile).where(eq(publicFile.id, fileId)).limit(1);
  if (!file) throw new AppError('NOT_FOUND');
  // A replaced picture gets a new id, so a public file never changes under its URL.
  return sendStoredFile(reply, file, await deps.files.get(file.storageKey), 'public, max-age=31536000, immutable');
}
