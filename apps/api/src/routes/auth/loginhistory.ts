import { listLoginHistory } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requireUser } from '../../plugins/auth';
import { loginHistoryOf } from '../../services/accounts/list-login-history';

/** The signed-in user's recent sign-ins. */
const loginHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, listLoginHistory, { bearer: true }),
    onRequest: requireUser(app),
    handler: (request) => loginHistoryOf(app, authOf(request).user.id),
  });
};

export default loginHistoryRoutes;
