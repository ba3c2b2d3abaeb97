import { getUpdatedInformation } from '@ico/domain/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requireUser } from '../../plugins/auth';
import { updatedInformation } from '../../services/messages/get-updated-information';

/** The header badges: what is new since the last look. */
const updatedInformationRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);
  const db = app.database.db;

  app.route({
    ...routeOf(app, getUpdatedInformation, { bearer: true }),
    onRequest,
    handler: (request) => updatedInformation(db, authOf(request).user),
  });
};

export default updatedInformationRoutes;
