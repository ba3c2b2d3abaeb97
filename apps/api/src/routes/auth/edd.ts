import { getMyEdd, submitEdd as submitEddEndpoint } from '@ico/domain/contracts/edd';
import { EDD_DOCUMENT_FIELD } from '@ico/domain/edd';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { myEdd } from '../../services/edd/get-my-edd';
import { submitEdd } from '../../services/edd/submit-edd';
import { readMultipart } from '../../uploads/read-multipart';

/** Issue 30, deliver 5: the investor's source-of-funds or source-of-wealth declaration (enhanced due diligence). */
const eddRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.route({
    ...routeOf(app, getMyEdd, { bearer: true }),
    onRequest,
    handler: (request) => myEdd(app.database.db, authOf(request).user.id),
  });

  const submit = routeOf(app, submitEddEndpoint, { bearer: true });
  app.route({
    ...submit,
    // Multipart: the handler reads the parts as a stream and checks them itself.
    schema: { ...submit.schema, body: documented(submitEddEndpoint.body) },
    onRequest,
    handler: async (request) => {
      const body = await readMultipart(request, { files: [EDD_DOCUMENT_FIELD], fields: ['basis', 'origin', 'explanation'] });
      return submitEdd(app, authOf(request).user.id, body, requestMeta(request));
    },
  });
};

export default eddRoutes;
