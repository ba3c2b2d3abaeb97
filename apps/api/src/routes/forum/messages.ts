import { listInboxMessages, readMessage as readMessageEndpoint } from '@ico/domain/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requireUser } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { listMessages } from '../../services/messages/list-inbox-messages';
import { readMessage } from '../../services/messages/read-message';

/** The caller's messages (spec section 7, `/forum/...`; docs/api/communication.md). */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);
  const db = app.database.db;

  app.route({
    ...routeOf(app, listInboxMessages, { bearer: true }),
    onRequest,
    handler: (request) => listMessages(db, authOf(request).user, request.query.page),
  });

  // The body has no fields and may be left out: documented, not validated.
  const read = routeOf(app, readMessageEndpoint, { bearer: true });
  app.route({
    ...read,
    schema: { ...read.schema, body: documented(readMessageEndpoint.body) },
    onRequest,
    handler: (request) => readMessage(db, authOf(request).user, request.params.id),
  });
};

export default messageRoutes;
