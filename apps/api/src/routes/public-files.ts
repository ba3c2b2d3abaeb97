import { getPublicFile } from '@ico/domain/contracts/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../http/route-of';
import { sendPublicFile } from '../services/files/send-public-file';

/** Token images, posters and monitoring documents: public, cached, never sniffed. */
const publicFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, getPublicFile),
    handler: (request, reply) => sendPublicFile(app, request.params.id, reply),
  });
};

export default publicFileRoutes;
