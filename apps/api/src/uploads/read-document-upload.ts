import { createHash } from 'node:crypto';
import { OFFERING_DOCUMENT_FILE_FIELD, OFFERING_DOCUMENT_MAX_BYTES, offeringDocumentInputSchema } from '@ico/domain/offering-documents';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors';
import { refuseUnsafePdf } from './pdf-content';
import { readParts, safeFileName, type UploadedFile } from './read-multipart';

const FIELDS = Object.keys(offeringDocumentInputSchema.shape);
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

export type DocumentUpload = { fields: Record<string, string>; file: UploadedFile };

/**
 * Reads an offering document upload: the `file` part (at most OFFERING_DOCUMENT_MAX_BYTES, 413 the moment it passes)
 * and the text fields, each at most once. The file must be a PDF by its bytes (it starts with `%PDF-`, whatever
 * name or type the browser gave it), openable and without scripts, actions, embedded files or forms: investors open it. Nothing
 * is stored here.
 */
export async function readDocumentUpload(request: FastifyRequest): Promise<DocumentUpload> {
  let file: UploadedFile | null = null;
  const fields = await readParts(
    request,
    { files: [OFFERING_DOCUMENT_FILE_FIELD], fields: FIELDS },
    OFFERING_DOCUMENT_MAX_BYTES,
    async ({ field, clientName, data }) => {
      if (data.length === 0) throw new AppError('FILE_REQUIRED', { [field]: 'FILE_REQUIRED' });
      const type = await fileTypeFromBuffer(data).catch(() => undefined);
      if (type?.mime !== 'application/pdf' || !data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
        throw new AppError('FILE_TYPE_NOT_ALLOWED', { [field]: 'FILE_TYPE_NOT_ALLOWED' });
      await refuseUnsafePdf(field, data);
      file = {
        field,
        fileName: safeFileName(clientName, 'application/pdf'),
        contentType: 'application/pdf',
        data,
        sha256: createHash('sha256').update(data).digest('hex'),
      };
    },
  );
  if (!file) throw new AppError('FILE_REQUIRED', { [OFFERING_DOCUMENT_FILE_FIELD]: 'FILE_REQUIRED' });
  return { fields, file };
}
