import {
  addOfferingDocumentContract,
  deleteOfferingDocumentContract,
  listOfferingDocumentsContract,
} from '@ico/domain/contracts/offering-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { addOfferingDocument, refuseWhenFull } from '../../services/offerings/add-offering-document';
import { deleteOfferingDocument } from '../../services/offerings/delete-offering-document';
import { listOfferingDocuments } from '../../services/offerings/list-offering-documents';
import { offeringOf } from '../../services/offerings/staff-offering';
import { readDocumentUpload } from '../../uploads/read-document-upload';

const security = [{ bearer: [] }];

/** An offering's documents (issue 19): the white paper, the filing and other PDFs, English or Thai. */
const adminOfferingDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = requireStaff(app, 'offerings.manage');
  const either = requireStaff(app, ['offerings.manage', 'joinings.operate']);

  app.get(
    '/offerings/:id/documents/',
    {
      onRequest: either,
      schema: { tags: ['admin'], security, summary: "The offering's documents, by kind, newest first", ...listOfferingDocumentsContract },
    },
    (request) => listOfferingDocuments(app, request.params.id),
  );

  app.post(
    '/offerings/:id/documents/',
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Attach a document (multipart: kind, language, title, file: a PDF of at most 20 MB; 20 per offering; audited)',
        consumes: ['multipart/form-data'],
        ...addOfferingDocumentContract,
        body: documented(addOfferingDocumentContract.body),
      },
    },
    async (request, reply) => {
      // An unknown offering, or one with its documents full, is refused before the upload is read.
      const target = await offeringOf(app.database.db, request.params.id);
      await refuseWhenFull(app.database.db, target.id);
      const upload = await readDocumentUpload(request);
      return reply.status(201).send(await addOfferingDocument(app, authOf(request).user.id, target.id, upload, requestMeta(request)));
    },
  );

  app.delete(
    '/offerings/:id/documents/:documentId/',
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Delete a document and its file; an offering that has started keeps its last white paper (audited)',
        ...deleteOfferingDocumentContract,
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      await deleteOfferingDocument(app, authOf(request).user.id, id, documentId, requestMeta(request));
      return reply.status(204).send();
    },
  );
};

export default adminOfferingDocumentRoutes;
