import { z } from 'zod';
import { LANGUAGES } from '../language';
import { OFFERING_DOCUMENT_FILE_FIELD, OFFERING_DOCUMENT_KINDS, offeringDocumentInputSchema } from '../offering-documents';
import { endpoint } from './endpoint';
import { idParamsSchema, pathIdSchema } from './path-ids';
import { UPLOAD_ERRORS } from './uploads';

/** A document as the public offering answer and the back office list it: `url` is under /api/public-files/. */
export const offeringDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(OFFERING_DOCUMENT_KINDS),
  language: z.enum(LANGUAGES),
  title: z.string(),
  url: z.string(),
  /** Bytes. */
  size: z.number().int(),
  created_at: z.string(),
});
export type OfferingDocument = z.infer<typeof offeringDocumentSchema>;

/** POST /admin/offerings/:id/documents/: the document's kind, language and title, and its PDF (multipart `file`). */
export const offeringDocumentFormSchema = offeringDocumentInputSchema.extend({
  [OFFERING_DOCUMENT_FILE_FIELD]: z.string().meta({ format: 'binary', description: 'PDF, at most 20 MB' }),
});
export type OfferingDocumentForm = z.infer<typeof offeringDocumentFormSchema>;

export const listOfferingDocuments = endpoint({
  method: 'GET',
  path: '/admin/offerings/:id/documents/',
  summary: "The offering's documents, by kind, newest first",
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  response: { 200: z.array(offeringDocumentSchema) },
  errors: ['ICO_NOT_EXIST'],
});

export const addOfferingDocument = endpoint({
  method: 'POST',
  path: '/admin/offerings/:id/documents/',
  summary: 'Attach a document (multipart: kind, language, title, file: a PDF of at most 20 MB; 20 per offering; audited)',
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  body: offeringDocumentFormSchema,
  encoding: 'multipart',
  response: { 201: offeringDocumentSchema },
  errors: [...UPLOAD_ERRORS, 'VALIDATION_FAILED', 'ICO_NOT_EXIST', 'OFFERING_DOCUMENTS_FULL'],
});

export const deleteOfferingDocument = endpoint({
  method: 'DELETE',
  path: '/admin/offerings/:id/documents/:documentId/',
  summary: 'Delete a document and its file; an offering that has started keeps its last white paper (audited)',
  params: z.object({ id: pathIdSchema('ICO_NOT_EXIST', 20), documentId: pathIdSchema('NOT_FOUND', 20) }),
  errors: ['ICO_NOT_EXIST', 'NOT_FOUND', 'LAST_WHITE_PAPER'],
});
