import { z } from 'zod';
import { OFFERING_DOCUMENT_FILE_FIELD, offeringDocumentInputSchema, offeringDocumentSchema } from '../offering-documents';
import { idParamsSchema, pathIdSchema } from './path-ids';

/** POST /admin/offerings/:id/documents/: the document's kind, language and title, and its PDF (multipart `file`). */
export const offeringDocumentFormSchema = offeringDocumentInputSchema.extend({
  [OFFERING_DOCUMENT_FILE_FIELD]: z.string().meta({ format: 'binary', description: 'PDF, at most 20 MB' }),
});
export type OfferingDocumentForm = z.infer<typeof offeringDocumentFormSchema>;

/** GET /api/admin/offerings/:id/documents/ */
export const listOfferingDocumentsContract = {
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  response: { 200: z.array(offeringDocumentSchema) },
};

/** POST /api/admin/offerings/:id/documents/ */
export const addOfferingDocumentContract = {
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  body: offeringDocumentFormSchema,
  response: { 201: offeringDocumentSchema },
};

/** DELETE /api/admin/offerings/:id/documents/:documentId/ */
export const deleteOfferingDocumentContract = {
  params: z.object({ id: pathIdSchema('ICO_NOT_EXIST', 20), documentId: pathIdSchema('NOT_FOUND', 20) }),
};
