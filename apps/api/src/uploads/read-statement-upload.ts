import { createHash } from 'node:crypto';
import { STATEMENT_FILE_FIELD } from '@ico/domain/contracts/statements';
import { STATEMENT_MAX_BYTES } from '@ico/domain/reconciliation';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { cleanFileName, readParts } from './read-multipart';

/** The text fields a statement import takes besides its file. */
const FIELDS = ['format', 'bookedAt', 'amount', 'reference', 'sender'] as const;

export type StatementUpload = { fields: Record<string, string>; fileName: string; data: Buffer; sha256: string };

/** 'C:\\fakepath\\kbank-nov.csv' -> 'kbank-nov.csv': a display name only, never a storage key. */
const displayName = (name: string): string => [...(cleanFileName(name) || 'statement.csv')].slice(-120).join('');

/**
 * Reads a statement import: the `file` part (at most STATEMENT_MAX_BYTES, refused with 413 the moment it passes) and
 * the text fields, each at most once. Unlike the picture uploads the content is not typed here: it is text, and the
 * import decides (STATEMENT_NOT_CSV, STATEMENT_ENCODING). Nothing is stored.
 */
export async function readStatementUpload(request: FastifyRequest): Promise<StatementUpload> {
  let file: Omit<StatementUpload, 'fields'> | null = null;
  const fields = await readParts(
    request,
    { files: [STATEMENT_FILE_FIELD], fields: FIELDS },
    STATEMENT_MAX_BYTES,
    ({ clientName, data }) => {
      file = { fileName: displayName(clientName), data, sha256: createHash('sha256').update(data).digest('hex') };
    },
  );
  if (!file) throw new AppError('FILE_REQUIRED', { [STATEMENT_FILE_FIELD]: 'FILE_REQUIRED' });
  return { fields, ...(file as Omit<StatementUpload, 'fields'>) };
}
