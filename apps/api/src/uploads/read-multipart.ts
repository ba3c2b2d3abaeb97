import { createHash } from 'node:crypto';
import { ALLOWED_UPLOAD_MIME_TYPES, MAX_UPLOAD_BYTES } from '@ico/domain/constants';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors';

export type UploadedFile = {
  field: string;
  /** A display name only (path parts and odd characters removed); storage keys never use it. */
  fileName: string;
  /** The type read from the content, not the one the browser claimed. */
  contentType: (typeof ALLOWED_UPLOAD_MIME_TYPES)[number];
  data: Buffer;
  sha256: string;
};

export type MultipartBody = { fields: Record<string, string>; files: UploadedFile[] };

/** 'C:\\fakepath\\../../etc/passwd' -> 'passwd'; control characters and quotes dropped; at most 120 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
  const unsafe = /[\u0000-\u001f\u007f"<>|:*?]/g;
  const cleaned = base.replace(unsafe, '').trim().slice(-120);
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : 'file';
}

/**
 * Reads a multipart request: text fields, and files only under `fileFields` (each at most once). Every file
 * is checked while it is read: over 2.5 MB -> 413, content not JPEG, PNG or PDF -> 400 with the field named.
 * Nothing is stored here, so a refused request leaves nothing behind.
 */
export async function readMultipart(request: FastifyRequest, fileFields: readonly string[]): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES } })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
      continue;
    }
    if (!fileFields.includes(part.fieldname) || files.some((f) => f.field === part.fieldname)) {
      // Drain it: an unexpected file must not stall the request.
      part.file.resume();
      throw new AppError('BAD_REQUEST', { [part.fieldname]: 'FILE_NOT_EXPECTED' });
    }
    const data = await part.toBuffer();
    if (part.file.truncated) throw new AppError('FILE_TOO_LARGE', { [part.fieldname]: 'FILE_TOO_LARGE' });
    if (data.length === 0) throw new AppError('FILE_REQUIRED', { [part.fieldname]: 'FILE_REQUIRED' });
    const type = await fileTypeFromBuffer(data);
    const contentType = ALLOWED_UPLOAD_MIME_TYPES.find((allowed) => allowed === type?.mime);
    if (!contentType) throw new AppError('FILE_TYPE_NOT_ALLOWED', { [part.fieldname]: 'FILE_TYPE_NOT_ALLOWED' });
    files.push({
      field: part.fieldname,
      fileName: safeFileName(part.filename),
      contentType,
      data,
      sha256: createHash('sha256').update(data).digest('hex'),
    });
  }
  return { fields, files };
}

/** The files of `required` fields, in that order; a missing one is named in the error. */
export function requireFiles(body: MultipartBody, required: readonly string[]): UploadedFile[] {
  const missing = required.filter((field) => !body.files.some((f) => f.field === field));
  if (missing.length > 0) throw new AppError('FILE_REQUIRED', Object.fromEntries(missing.map((field) => [field, 'FILE_REQUIRED'])));
  return required.map((field) => body.files.find((f) => f.field === field) as UploadedFile);
}
