import { changePassword as changePasswordEndpoint } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { changePassword } from '../../services/accounts/change-password';

/** The signed-in user changes their password. */
const changePasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, changePasswordEndpoint, { bearer: true }),
    onRequest: requireUser(app),
    handler: async (request) => {
      await changePassword(app, authOf(request), request.body, requestMeta(request));
      return { message: 'PASSWORD_CHANGED' };
    },
  });
};

export default changePasswordRoutes;
