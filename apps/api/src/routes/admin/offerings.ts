import { exportJoiningsContract, listOfferingJoiningsContract } from '@ico/domain/contracts/joinings';
import { getKnowledgeTestContract, replaceKnowledgeTestContract } from '@ico/domain/contracts/knowledge-tests';
import { createMonitoring as createMonitoringEndpoint, listMonitoringForStaff } from '@ico/domain/contracts/monitoring';
import {
  addOfferingDocumentContract,
  deleteOfferingDocumentContract,
  listOfferingDocumentsContract,
} from '@ico/domain/contracts/offering-documents';
import {
  createOfferingContract,
  getOfferingActivityContract,
  getOfferingForStaffContract,
  listOfferingsForStaffContract,
  setOfferingImagesContract,
  updateOfferingContract,
} from '@ico/domain/contracts/offerings';
import { proposeFundingFail as proposeFundingFailEndpoint } from '@ico/domain/contracts/proposals';
import { MONITORING_FILE_FIELDS, OFFERING_IMAGE_FIELDS } from '@ico/domain/offering-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { exportJoinings } from '../../services/joinings/export-joinings';
import { joiningsPage } from '../../services/joinings/list-offering-joinings';
import { getKnowledgeTest } from '../../services/knowledge-tests/get-knowledge-test';
import { replaceKnowledgeTest } from '../../services/knowledge-tests/replace-knowledge-test';
import { createMonitoring } from '../../services/monitoring/create-monitoring';
import { listMonitoring } from '../../services/monitoring/list-monitoring';
import { addOfferingDocument, refuseWhenFull } from '../../services/offerings/add-offering-document';
import { createOffering } from '../../services/offerings/create-offering';
import { deleteOfferingDocument } from '../../services/offerings/delete-offering-document';
import { offeringActivity } from '../../services/offerings/get-offering-activity';
import { getStaffOffering } from '../../services/offerings/get-offering-for-staff';
import { listOfferingDocuments } from '../../services/offerings/list-offering-documents';
import { listStaffOfferings } from '../../services/offerings/list-offerings-for-staff';
import { setOfferingImages } from '../../services/offerings/set-offering-images';
import { offeringOf } from '../../services/offerings/staff-offering';
import { updateOffering } from '../../services/offerings/update-offering';
import { proposeFundingFail } from '../../services/proposals/propose-funding-fail';
import { MONITORING_TEXT_FIELDS } from '../../uploads/monitoring-parts';
import { readDocumentUpload } from '../../uploads/read-document-upload';
import { readMultipart } from '../../uploads/read-multipart';

const security = [{ bearer: [] }];

/**
 * Offerings in the back office: their fields, pictures, documents (issue 19), knowledge test, joinings, export, chart,
 * funding-failure proposal and monitoring entries (changed or deleted in monitoring.ts).
 */
const adminOfferingRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = requireStaff(app, 'offerings.manage');
  const operate = requireStaff(app, 'joinings.operate');
  const either = requireStaff(app, ['offerings.manage', 'joinings.operate']);

  app.get(
    '/offerings/',
    {
      onRequest: either,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Every offering with its progress, reservations and knowledge questions, newest start first',
        ...listOfferingsForStaffContract,
      },
    },
    () => listStaffOfferings(app),
  );

  app.post(
    '/offerings/',
    {
      onRequest: manage,
      schema: { tags: ['admin'], security, summary: 'Create an offering (audited)', ...createOfferingContract },
    },
    async (request, reply) =>
      reply.status(201).send(await createOffering(app, authOf(request).user.id, request.body, requestMeta(request))),
  );

  app.get(
    '/offerings/:id/',
    {
      onRequest: either,
      schema: { tags: ['admin'], security, summary: 'One offering with its payment details and progress', ...getOfferingForStaffContract },
    },
    (request) => getStaffOffering(app, request.params.id),
  );

  app.put(
    '/offerings/:id/',
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        security,
        summary: "Replace an offering's fields (audited with the changed fields); the total may not drop below the reserved sum",
        ...updateOfferingContract,
      },
    },
    (request) => updateOffering(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  );

  app.post(
    '/offerings/:id/images/',
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Set the token image and/or the poster (multipart `image`, `poster`: JPEG or PNG; audited)',
        consumes: ['multipart/form-data'],
        ...setOfferingImagesContract,
        body: documented(setOfferingImagesContract.body),
      },
    },
    async (request) => {
      // An unknown offering is refused before the upload is read.
      await offeringOf(app.database.db, request.params.id);
      const body = await readMultipart(request, { files: OFFERING_IMAGE_FIELDS });
      return setOfferingImages(app, authOf(request).user.id, request.params.id, body.files, requestMeta(request));
    },
  );

  app.get(
    '/offerings/:id/knowledge-test/',
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        security,
        summary: "The offering's knowledge test with its correct answers and pass mark",
        ...getKnowledgeTestContract,
      },
    },
    (request) => getKnowledgeTest(app, request.params.id),
  );

  app.put(
    '/offerings/:id/knowledge-test/',
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Replace the knowledge test and its pass mark (audited)',
        ...replaceKnowledgeTestContract,
      },
    },
    (request) => replaceKnowledgeTest(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  );

  app.get(
    '/offerings/:id/joinings/',
    {
      onRequest: operate,
      schema: {
        tags: ['admin'],
        security,
        summary: "The offering's joinings (reservations), newest first, 25 a page; q finds username, e-mail or wallet address",
        ...listOfferingJoiningsContract,
      },
    },
    (request) => joiningsPage(app, request.params.id, request.query),
  );

  app.get(
    '/offerings/:id/joinings/export/',
    {
      onRequest: operate,
      schema: { tags: ['admin'], security, summary: 'Every matching joining as CSV (UTF-8 with BOM; audited)', ...exportJoiningsContract },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportJoinings(app, authOf(request).user.id, request.params.id, request.query, requestMeta(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/offerings/:id/activity/',
    {
      onRequest: operate,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Cumulative reserved and paid Baht per Bangkok day, replayed from the status history',
        ...getOfferingActivityContract,
      },
    },
    (request) => offeringActivity(app, request.params.id),
  );

  app.route({
    ...routeOf(app, proposeFundingFailEndpoint, { bearer: true }),
    onRequest: operate,
    handler: async (request, reply) =>
      reply.status(201).send(await proposeFundingFail(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request))),
  });

  app.route({
    ...routeOf(app, listMonitoringForStaff, { bearer: true }),
    onRequest: manage,
    handler: (request) => listMonitoring(app, request.params.id),
  });

  const addMonitoring = routeOf(app, createMonitoringEndpoint, { bearer: true });
  app.route({
    ...addMonitoring,
    // Multipart: the handler reads the parts as a stream and checks them itself.
    schema: { ...addMonitoring.schema, body: documented(createMonitoringEndpoint.body) },
    onRequest: manage,
    handler: async (request, reply) => {
      // An unknown offering is refused before the upload is read.
      await offeringOf(app.database.db, request.params.id);
      const body = await readMultipart(request, { files: MONITORING_FILE_FIELDS, fields: MONITORING_TEXT_FIELDS });
      return reply.status(201).send(await createMonitoring(app, authOf(request).user.id, request.params.id, body, requestMeta(request)));
    },
  });

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

export default adminOfferingRoutes;
