import { getMe } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requireUser } from '../../plugins/auth';
import { sendJson } from '../../plugins/send-json';
import { meJson } from '../../services/accounts/user-row';

/** The signed-in user's own profile. */
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, getMe, { bearer: true }),
    onRequest: requireUser(app),
    handler: (request, reply) => {
      sendJson(reply, meJson(authOf(request).user));
    },
  });
};

export default meRoutes;
