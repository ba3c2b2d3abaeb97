import { exportJoinings as exportJoiningsEndpoint, listOfferingJoinings } from '@ico/domain/contracts/joinings';
import {
  getKnowledgeTest as getKnowledgeTestEndpoint,
  replaceKnowledgeTest as replaceKnowledgeTestEndpoint,
} from '@ico/domain/contracts/knowledge-tests';
import { createMonitoring as createMonitoringEndpoint, listMonitoringForStaff } from '@ico/domain/contracts/monitoring';
import {
  addOfferingDocument as addOfferingDocumentEndpoint,
  deleteOfferingDocument as deleteOfferingDocumentEndpoint,
  listOfferingDocuments as listOfferingDocumentsEndpoint,
} from '@ico/domain/contracts/offering-documents';
import {
  createOffering as createOfferingEndpoint,
  getOfferingActivity,
  getOfferingForStaff,
  listOfferingsForStaff,
  setOfferingImages as setOfferingImagesEndpoint,
  updateOffering as updateOfferingEndpoint,
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

/**
 * Offerings in the back office: their fields, pictures, documents (issue 19), knowledge test, joinings, export, chart,
 * funding-failure proposal and monitoring entries (changed or deleted in monitoring.ts).
 */
const adminOfferingRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = requireStaff(app, 'offerings.manage');
  const operate = requireStaff(app, 'joinings.operate');
  const either = requireStaff(app, ['offerings.manage', 'joinings.operate']);

  app.route({
    ...routeOf(app, listOfferingsForStaff, { bearer: true }),
    onRequest: either,
    handler: () => listStaffOfferings(app),
  });

  app.route({
    ...routeOf(app, createOfferingEndpoint, { bearer: true }),
    onRequest: manage,
    handler: async (request, reply) =>
      reply.status(201).send(await createOffering(app, authOf(request).user.id, request.body, requestMeta(request))),
  });

  app.route({
    ...routeOf(app, getOfferingForStaff, { bearer: true }),
    onRequest: either,
    handler: (request) => getStaffOffering(app, request.params.id),
  });

  app.route({
    ...routeOf(app, updateOfferingEndpoint, { bearer: true }),
    onRequest: manage,
    handler: (request) => updateOffering(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  });

  // Multipart: the parts are read as a stream in the handler; the contract's body is for the documentation only.
  const images = routeOf(app, setOfferingImagesEndpoint, { bearer: true });
  app.route({
    ...images,
    schema: { ...images.schema, body: documented(setOfferingImagesEndpoint.body) },
    onRequest: manage,
    handler: async (request) => {
      // An unknown offering is refused before the upload is read.
      await offeringOf(app.database.db, request.params.id);
      const body = await readMultipart(request, { files: OFFERING_IMAGE_FIELDS });
      return setOfferingImages(app, authOf(request).user.id, request.params.id, body.files, requestMeta(request));
    },
  });

  app.route({
    ...routeOf(app, getKnowledgeTestEndpoint, { bearer: true }),
    onRequest: manage,
    handler: (request) => getKnowledgeTest(app, request.params.id),
  });

  app.route({
    ...routeOf(app, replaceKnowledgeTestEndpoint, { bearer: true }),
    onRequest: manage,
    handler: (request) => replaceKnowledgeTest(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  });

  app.route({
    ...routeOf(app, listOfferingJoinings, { bearer: true }),
    onRequest: operate,
    handler: (request) => joiningsPage(app, request.params.id, request.query),
  });

  app.route({
    ...routeOf(app, exportJoiningsEndpoint, { bearer: true }),
    onRequest: operate,
    handler: async (request, reply) => {
      const { fileName, csv } = await exportJoinings(app, authOf(request).user.id, request.params.id, request.query, requestMeta(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  app.route({
    ...routeOf(app, getOfferingActivity, { bearer: true }),
    onRequest: operate,
    handler: (request) => offeringActivity(app, request.params.id),
  });

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

  app.route({
    ...routeOf(app, listOfferingDocumentsEndpoint, { bearer: true }),
    onRequest: either,
    handler: (request) => listOfferingDocuments(app, request.params.id),
  });

  // Multipart: the parts are read as a stream in the handler; the contract's body is for the documentation only.
  const documents = routeOf(app, addOfferingDocumentEndpoint, { bearer: true });
  app.route({
    ...documents,
    schema: { ...documents.schema, body: documented(addOfferingDocumentEndpoint.body) },
    onRequest: manage,
    handler: async (request, reply) => {
      // An unknown offering, or one with its documents full, is refused before the upload is read.
      const target = await offeringOf(app.database.db, request.params.id);
      await refuseWhenFull(app.database.db, target.id);
      const upload = await readDocumentUpload(request);
      return reply.status(201).send(await addOfferingDocument(app, authOf(request).user.id, target.id, upload, requestMeta(request)));
    },
  });

  app.route({
    ...routeOf(app, deleteOfferingDocumentEndpoint, { bearer: true }),
    onRequest: manage,
    handler: async (request, reply) => {
      const { id, documentId } = request.params;
      await deleteOfferingDocument(app, authOf(request).user.id, id, documentId, requestMeta(request));
      return reply.status(204).send();
    },
  });
};

export default adminOfferingRoutes;
