import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { ALLOWED_UPLOAD_MIME_TYPES, MAX_UPLOAD_BYTES } from '@ico/domain/constants';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, hasUnstorableText } from '../errors';
import { refuseUnsafePdf } from './pdf-content';

type AllowedType = (typeof ALLOWED_UPLOAD_MIME_TYPES)[number];

export type UploadedFile = {
  field: string;
  /** A display name only (path parts and odd characters removed); storage keys never use it. */
  fileName: string;
  /** The type read from the content, not the one the browser claimed. */
  contentType: AllowedType;
  data: Buffer;
  sha256: string;
};

export type MultipartBody = { fields: Record<string, string>; files: UploadedFile[] };

/** The parts a route takes: each at most once, anything else is refused. */
export type ExpectedParts = { files: readonly string[]; fields?: readonly string[] };

const EXTENSIONS: Record<AllowedType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
};
const MAX_NAME_LENGTH = 120;

/**
 * 'C:\\fakepath\\../../etc/passwd' -> 'passwd.png': the last path segment, without control, bidi and other
 * invisible format characters or quotes, at most 120 characters, ending in an extension of the type read from
 * the content (so a PNG never downloads as 'invoice.exe' or, with a right-to-left override, 'invoice\u202Egnp.exe').
 */
/** The last path segment of a name a client sent, without control, bidi and other invisible format characters or quotes. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
  const unsafe = /[\u0000-\u001f\u007f-\u009f"<>|:*?]|\p{Cf}/gu;
  return base.replace(unsafe, '').trim();
}

export function safeFileName(name: string, contentType: AllowedType): string {
  const cleaned = cleanFileName(name);
  const stem = cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : 'file';
  const extensions = EXTENSIONS[contentType];
  const extension = stem.includes('.') ? stem.slice(stem.lastIndexOf('.') + 1).toLowerCase() : '';
  const suffix = extensions.includes(extension) ? '' : `.${extensions[0]}`;
  return `${[...stem].slice(-(MAX_NAME_LENGTH - suffix.length)).join('')}${suffix}`;
}

/** The file's bytes, refused with 413 the moment it passes the limit (the rest of the upload is not read). */
async function readLimited(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) {
    if (part.file.truncated) throw new AppError('FILE_TOO_LARGE', { [part.fieldname]: 'FILE_TOO_LARGE' });
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated) throw new AppError('FILE_TOO_LARGE', { [part.fieldname]: 'FILE_TOO_LARGE' });
  return Buffer.concat(chunks);
}

/** Our refusals and the plugin's limit errors keep their codes; a body busboy cannot parse is the client's fault. */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new AppError('BAD_REQUEST');
}

/**
 * After a refusal: stop parsing and let what is still coming flow past unread, so the answer goes out at once,
 * nothing of the rest is held, and the connection ends when the client stops sending.
 */
function discardRest(request: FastifyRequest): void {
  if (request.raw.complete) return;
  request.raw.unpipe();
  request.raw.resume();
}

/** A file part as read, within its size limit: its field, the name the client gave it and its bytes. */
export type ReadFilePart = { field: string; clientName: string; data: Buffer };

/**
 * Reads a multipart request's parts: the text fields and files `expected` names, each at most once; every file is
 * read up to `maxBytes` (413 the moment it passes) and handed to `onFile`, which checks and keeps it. An unknown or
 * repeated part and a malformed body -> 400. Nothing is stored here, so a refused request leaves nothing behind.
 */
export async function readParts(
  request: FastifyRequest,
  expected: ExpectedParts,
  maxBytes: number,
  onFile: (file: ReadFilePart) => void | Promise<void>,
): Promise<Record<string, string>> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST');
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      const name = part.fieldname;
      const known = part.type === 'field' ? (expected.fields ?? []).includes(name) : expected.files.includes(name);
      if (!known || seen.has(name)) {
        // Stop reading it: the refusal is answered without taking in the rest of the upload.
        if (part.type === 'file') part.file.destroy();
        const reason = !known ? (part.type === 'file' ? 'FILE_NOT_EXPECTED' : 'FIELD_NOT_EXPECTED') : 'FIELD_REPEATED';
        throw new AppError('BAD_REQUEST', { [name]: reason });
      }
      seen.add(name);
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw new AppError('BAD_REQUEST', { [name]: 'FIELD_NOT_EXPECTED' });
        // As for every other body (registerErrorHandling): text the database cannot store is refused.
        if (hasUnstorableText(part.value)) throw new AppError('INVALID_PARAMETER');
        fields[name] = part.value;
        continue;
      }
      await onFile({ field: name, clientName: part.filename, data: await readLimited(part) });
    }
  } catch (error) {
    discardRest(request);
    throw asClientError(error);
  }
  return fields;
}

/**
 * Reads a multipart request of pictures and documents (readParts): every file is checked while it is read: over
 * 2.5 MB -> 413, empty -> 400 FILE_REQUIRED, content not JPEG, PNG or PDF -> 400 with the field named, a PDF that
 * carries scripts, actions, files or forms -> 400 PDF_ACTIVE_CONTENT (pdf-content.ts).
 */
export async function readMultipart(request: FastifyRequest, expected: ExpectedParts): Promise<MultipartBody> {
  const files: UploadedFile[] = [];
  const fields = await readParts(request, expected, MAX_UPLOAD_BYTES, async ({ field, clientName, data }) => {
    if (data.length === 0) throw new AppError('FILE_REQUIRED', { [field]: 'FILE_REQUIRED' });
    // A file the detector cannot even parse (a broken ZIP, say) is simply not an allowed type.
    const type = await fileTypeFromBuffer(data).catch(() => undefined);
    const contentType = ALLOWED_UPLOAD_MIME_TYPES.find((allowed) => allowed === type?.mime);
    if (!contentType) throw new AppError('FILE_TYPE_NOT_ALLOWED', { [field]: 'FILE_TYPE_NOT_ALLOWED' });
    // Every PDF, private or published (monitoring documents), is checked here, before anything is stored.
    if (contentType === 'application/pdf') await refuseUnsafePdf(field, data);
    files.push({
      field,
      fileName: safeFileName(clientName, contentType),
      contentType,
      data,
      sha256: createHash('sha256').update(data).digest('hex'),
    });
  });
  return { fields, files };
}

/** The files of `required` fields, in that order; a missing one is named in the error. */
export function requireFiles(body: MultipartBody, required: readonly string[]): UploadedFile[] {
  const missing = required.filter((field) => !body.files.some((f) => f.field === field));
  if (missing.length > 0) throw new AppError('FILE_REQUIRED', Object.fromEntries(missing.map((field) => [field, 'FILE_REQUIRED'])));
  return required.map((field) => body.files.find((f) => f.field === field) as UploadedFile);
}
