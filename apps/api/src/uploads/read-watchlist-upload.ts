import { WATCHLIST_FILE_FIELD } from '@ico/domain/contracts/watchlists';
import { WATCHLIST_UPLOAD_MAX_BYTES } from '@ico/domain/watchlists';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { cleanFileName, readParts } from './read-multipart';

export type WatchlistUpload = { fileName: string; data: Buffer };

/**
 * Reads a watch-list upload: the `file` part only, at most WATCHLIST_UPLOAD_MAX_BYTES (413 the moment it passes).
 * Its content is checked by the list's reader (a refused file is 400 WATCHLIST_FILE_INVALID); nothing is stored here.
 */
export async function readWatchlistUpload(request: FastifyRequest): Promise<WatchlistUpload> {
  let file: WatchlistUpload | null = null;
  await readParts(request, { files: [WATCHLIST_FILE_FIELD] }, WATCHLIST_UPLOAD_MAX_BYTES, ({ clientName, data }) => {
    file = { fileName: [...(cleanFileName(clientName) || 'list')].slice(-120).join(''), data };
  });
  if (!file || (file as WatchlistUpload).data.length === 0)
    throw new AppError('FILE_REQUIRED', { [WATCHLIST_FILE_FIELD]: 'FILE_REQUIRED' });
  return file;
}
