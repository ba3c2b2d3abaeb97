import {
  listSessions as listSessionsEndpoint,
  revokeOtherSessions as revokeOthersEndpoint,
  revokeSession,
} from '@ico/domain/contracts/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requireUser } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { listSessions } from '../../services/sessions/list-sessions';
import { revokeOtherSessions } from '../../services/sessions/revoke-other-sessions';
import { revokeOwnSession } from '../../services/sessions/revoke-session';

/** The caller's signed-in devices, so they can tell their own from someone else's and sign the others out. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, listSessionsEndpoint, { bearer: true }),
    onRequest: requireUser(app),
    handler: async (request) => {
      const { user, sessionId } = authOf(request);
      return { results: await listSessions(app, user, sessionId) };
    },
  });

  app.route({
    ...routeOf(app, revokeSession, { bearer: true }),
    onRequest: requireUser(app),
    handler: async (request, reply) => {
      await revokeOwnSession(app, authOf(request).user.id, request.params.id);
      return reply.status(204).send();
    },
  });

  const revokeOthers = routeOf(app, revokeOthersEndpoint, { bearer: true });
  app.route({
    ...revokeOthers,
    // No fields: any body (or none) is taken, as before.
    schema: { ...revokeOthers.schema, body: documented(revokeOthersEndpoint.body) },
    onRequest: requireUser(app),
    handler: async (request) => {
      const { user, sessionId } = authOf(request);
      return { revoked: await revokeOtherSessions(app, user.id, sessionId, 'signed-out-by-owner') };
    },
  });
};

export default sessionRoutes;
