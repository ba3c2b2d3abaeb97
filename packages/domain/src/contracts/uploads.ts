import { z } from 'zod';
import type { ErrorCode } from '../errors';

/** A file part of a multipart body, as /api/docs shows it (the server checks size and content, not this schema). */
export const uploadFileSchema = z.string().meta({ format: 'binary', description: 'JPEG, PNG or PDF, at most 2.5 MB' });

/** A multipart body of file parts only, every one optional in the document (each route says which it needs). */
export const fileFormSchema = <const F extends readonly string[]>(fields: F) =>
  z.object(
    Object.fromEntries(fields.map((field) => [field, uploadFileSchema.optional()])) as Record<
      F[number],
      z.ZodOptional<typeof uploadFileSchema>
    >,
  );

/**
 * What reading a picture or document upload may refuse (apps/api/src/uploads/read-multipart.ts): a malformed or
 * unexpected part, a missing or empty file, content that is not JPEG, PNG or PDF (or is damaged), a PDF with active
 * content, a file over 2.5 MB. Every such endpoint lists these first.
 */
export const UPLOAD_ERRORS = [
  'BAD_REQUEST',
  'FILE_REQUIRED',
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_DAMAGED',
  'PDF_ACTIVE_CONTENT',
  'FILE_TOO_LARGE',
] as const satisfies readonly ErrorCode[];
