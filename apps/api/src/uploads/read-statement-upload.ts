import { createHash } from 'node:crypto';
import { STATEMENT_FILE_FIELD } from '@ico/domain/contracts/statements';
import { STATEMENT_MAX_BYTES } from '@ico/domain/reconciliation';
import type { FastifyRequest } from 'fastify';
import { AppError, hasUnstorableText } from '../errors';
import { asClientError, discardRest } from './read-multipart';

/** The text fields a statement import takes besides its file. */
const FIELDS = ['format', 'bookedAt', 'amount', 'reference', 'sender'] as const;

export type StatementUpload = { fields: Record<string, string>; fileName: string; data: Buffer; sha256: string };

/** 'C:\\fakepath\\kbank-nov.csv' -> 'kbank-nov.csv': a display name only, never a storage key. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f"<>|:*?]|\p{Cf}/gu, '').trim();
  return [...(cleaned || 'statement.csv')].slice(-120).join('');
}

/**
 * Reads a statement import: the `file` part (at most STATEMENT_MAX_BYTES, refused with 413 the moment it passes) and
 * the text fields, each at most once. Unlike the picture uploads the content is not typed here: it is text, and the
 * import decides (STATEMENT_NOT_CSV, STATEMENT_ENCODING). Nothing is stored.
 */
export async function readStatementUpload(request: FastifyRequest): Promise<StatementUpload> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST');
  const fields: Record<string, string> = {};
  let file: Omit<StatementUpload, 'fields'> | null = null;
  const seen = new Set<string>();
  try {
    for await (const part of request.parts({ limits: { fileSize: STATEMENT_MAX_BYTES } })) {
      const name = part.fieldname;
      const known = part.type === 'field' ? (FIELDS as readonly string[]).includes(name) : name === STATEMENT_FILE_FIELD;
      if (!known || seen.has(name)) {
        if (part.type === 'file') part.file.destroy();
        const reason = !known ? (part.type === 'file' ? 'FILE_NOT_EXPECTED' : 'FIELD_NOT_EXPECTED') : 'FIELD_REPEATED';
        throw new AppError('BAD_REQUEST', { [name]: reason });
      }
      seen.add(name);
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw new AppError('BAD_REQUEST', { [name]: 'FIELD_NOT_EXPECTED' });
        if (hasUnstorableText(part.value)) throw new AppError('INVALID_PARAMETER');
        fields[name] = part.value;
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) {
        if (part.file.truncated) throw new AppError('FILE_TOO_LARGE', { [name]: 'FILE_TOO_LARGE' });
        chunks.push(chunk as Buffer);
      }
      if (part.file.truncated) throw new AppError('FILE_TOO_LARGE', { [name]: 'FILE_TOO_LARGE' });
      const data = Buffer.concat(chunks);
      file = { fileName: displayName(part.filename), data, sha256: createHash('sha256').update(data).digest('hex') };
    }
  } catch (error) {
    discardRest(request);
    throw asClientError(error);
  }
  if (!file) throw new AppError('FILE_REQUIRED', { [STATEMENT_FILE_FIELD]: 'FILE_REQUIRED' });
  return { fields, ...file };
}
