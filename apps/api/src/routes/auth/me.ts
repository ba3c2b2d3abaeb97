import { getMeContract } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireUser } from '../../plugins/auth';
import { sendJson } from '../../plugins/send-json';
import { meJson } from '../../services/accounts/user-row';

const security = [{ bearer: [] }];

/** The signed-in user's own profile. */
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.get('/me/', { onRequest, schema: { tags: ['auth'], security, summary: 'The current user', ...getMeContract } }, (request, reply) => {
    sendJson(reply, meJson(authOf(request).user));
  });
};

export default meRoutes;
