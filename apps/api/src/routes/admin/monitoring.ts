import {
  createMonitoringContract,
  deleteMonitoringContract,
  listMonitoringForStaffContract,
  updateMonitoringContract,
} from '@ico/domain/contracts/monitoring';
import { MONITORING_FILE_FIELDS, monitoringInputSchema } from '@ico/domain/offering-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { createMonitoring } from '../../services/monitoring/create-monitoring';
import { deleteMonitoring } from '../../services/monitoring/delete-monitoring';
import { listMonitoring } from '../../services/monitoring/list-monitoring';
import { monitoringEntryOf } from '../../services/monitoring/monitoring-entry';
import { updateMonitoring } from '../../services/monitoring/update-monitoring';
import { offeringOf } from '../../services/offerings/staff-offering';
import { readMultipart } from '../../uploads/read-multipart';

const security = [{ bearer: [] }];
const TEXT_FIELDS = Object.keys(monitoringInputSchema.shape);
/** On a change, `remove_fileN=true` clears a stored file. */
const REMOVE_FIELDS = MONITORING_FILE_FIELDS.map((field) => `remove_${field}`);
const multipartNote = 'multipart: titleEN, titleTH, contentsEN, contentsTH, optional file1..file3 (JPEG/PNG/PDF)';

/** Monitoring entries of an offering (announcements after the raise, up to three files each). */
const adminMonitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff(app, 'offerings.manage');

  app.get(
    '/offerings/:id/monitoring/',
    {
      onRequest,
      schema: { tags: ['admin'], security, summary: "The offering's monitoring entries, newest first", ...listMonitoringForStaffContract },
    },
    (request) => listMonitoring(app, request.params.id),
  );

  app.post(
    '/offerings/:id/monitoring/',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: `Add a monitoring entry (${multipartNote}; audited)`,
        consumes: ['multipart/form-data'],
        ...createMonitoringContract,
        body: documented(createMonitoringContract.body),
      },
    },
    async (request, reply) => {
      // An unknown offering is refused before the upload is read.
      await offeringOf(app.database.db, request.params.id);
      const body = await readMultipart(request, { files: MONITORING_FILE_FIELDS, fields: TEXT_FIELDS });
      return reply.status(201).send(await createMonitoring(app, authOf(request).user.id, request.params.id, body, requestMeta(request)));
    },
  );

  app.put(
    '/monitoring/:id/',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: `Change a monitoring entry (${multipartNote}; a file replaces that file, remove_fileN=true clears it; audited)`,
        consumes: ['multipart/form-data'],
        ...updateMonitoringContract,
        body: documented(updateMonitoringContract.body),
      },
    },
    async (request) => {
      await monitoringEntryOf(app.database.db, request.params.id);
      const body = await readMultipart(request, { files: MONITORING_FILE_FIELDS, fields: [...TEXT_FIELDS, ...REMOVE_FIELDS] });
      return updateMonitoring(app, authOf(request).user.id, request.params.id, body, requestMeta(request));
    },
  );

  app.delete(
    '/monitoring/:id/',
    {
      onRequest,
      schema: { tags: ['admin'], security, summary: 'Delete a monitoring entry and its files (audited)', ...deleteMonitoringContract },
    },
    async (request, reply) => {
      await deleteMonitoring(app, authOf(request).user.id, request.params.id, requestMeta(request));
      return reply.status(204).send();
    },
  );
};

export default adminMonitoringRoutes;
