import { getPublicFileContract } from '@ico/domain/contracts/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPublicFile } from '../services/files/send-public-file';

/** Token images, posters and monitoring documents: public, cached, never sniffed. */
const publicFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public-files/:id/',
    {
      schema: { tags: ['files'], summary: 'A public file (token image, poster, monitoring document)', ...getPublicFileContract },
    },
    (request, reply) => sendPublicFile(app, request.params.id, reply),
  );
};

export default publicFileRoutes;
