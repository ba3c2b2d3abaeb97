import { getPrivateFile } from '@ico/domain/contracts/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../http/route-of';
import { authOf, requestMeta, requireUser } from '../plugins/auth';
import { sendPrivateFile } from '../services/files/send-private-file';

/** Private files: to their owner and to screening staff only (404 for anyone else). */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, getPrivateFile, { bearer: true }),
    onRequest: requireUser(app),
    handler: (request, reply) => sendPrivateFile(app, authOf(request), request.params.id, reply, requestMeta(request)),
  });
};

export default fileRoutes;
