import { getPrivateFileContract } from '@ico/domain/contracts/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireUser } from '../plugins/auth';
import { sendPrivateFile } from '../services/files/send-private-file';

/** Private files: to their owner and to screening staff only (404 for anyone else). */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:id/',
    {
      onRequest: requireUser(app),
      schema: {
        tags: ['files'],
        security: [{ bearer: [] }],
        summary: 'A private file (identity document, bank book, company document, slip)',
        ...getPrivateFileContract,
      },
    },
    (request, reply) => sendPrivateFile(app, authOf(request), request.params.id, reply, requestMeta(request)),
  );
};

export default fileRoutes;
