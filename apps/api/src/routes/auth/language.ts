import { setLanguage as setLanguageEndpoint } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requireUser } from '../../plugins/auth';
import { setLanguage } from '../../services/accounts/set-language';

/** The language of the signed-in user's mails. */
const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, setLanguageEndpoint, { bearer: true }),
    onRequest: requireUser(app),
    handler: async (request, reply) => {
      await setLanguage(app, authOf(request).user.id, request.body.language);
      return reply.status(204).send();
    },
  });
};

export default languageRoutes;
