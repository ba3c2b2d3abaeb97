import { exportPersonalData as exportPersonalDataEndpoint } from '@ico/domain/contracts/data-exports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { exportPersonalData } from '../../services/accounts/export-personal-data';

/** The investor's copy of their personal data (PDPA): one zip, streamed. */
const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, exportPersonalDataEndpoint, { bearer: true }),
    onRequest: requireUser(app),
    handler: async (request, reply) => {
      const archive = await exportPersonalData(app, authOf(request), request.body, requestMeta(request));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(archive.fileName)}`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(archive.stream);
    },
  });
};

export default dataExportRoutes;
