import {
  deleteMonitoring as deleteMonitoringEndpoint,
  updateMonitoring as updateMonitoringEndpoint,
} from '@ico/domain/contracts/monitoring';
import { MONITORING_FILE_FIELDS } from '@ico/domain/offering-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { deleteMonitoring } from '../../services/monitoring/delete-monitoring';
import { monitoringEntryOf } from '../../services/monitoring/monitoring-entry';
import { updateMonitoring } from '../../services/monitoring/update-monitoring';
import { MONITORING_REMOVE_FIELDS, MONITORING_TEXT_FIELDS } from '../../uploads/monitoring-parts';
import { readMultipart } from '../../uploads/read-multipart';

/**
 * A monitoring entry of an offering (an announcement after the raise, up to three files), changed or deleted; entries
 * are listed and added under their offering (offerings.ts).
 */
const adminMonitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff(app, 'offerings.manage');

  const update = routeOf(app, updateMonitoringEndpoint, { bearer: true });
  app.route({
    ...update,
    // Multipart: the handler reads the parts as a stream and checks them itself.
    schema: { ...update.schema, body: documented(updateMonitoringEndpoint.body) },
    onRequest,
    handler: async (request) => {
      await monitoringEntryOf(app.database.db, request.params.id);
      const body = await readMultipart(request, {
        files: MONITORING_FILE_FIELDS,
        fields: [...MONITORING_TEXT_FIELDS, ...MONITORING_REMOVE_FIELDS],
      });
      return updateMonitoring(app, authOf(request).user.id, request.params.id, body, requestMeta(request));
    },
  });

  app.route({
    ...routeOf(app, deleteMonitoringEndpoint, { bearer: true }),
    onRequest,
    handler: async (request, reply) => {
      await deleteMonitoring(app, authOf(request).user.id, request.params.id, requestMeta(request));
      return reply.status(204).send();
    },
  });
};

export default adminMonitoringRoutes;
