import { forgotPassword } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { requestMeta } from '../../plugins/auth';
import { requestPasswordReset } from '../../services/accounts/request-password-reset';

/** The forgotten password, self-service: the mailed single-use link. */
const forgotPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, forgotPassword),
    handler: async (request) => {
      await requestPasswordReset(app, request.body, requestMeta(request));
      return { message: 'PASSWORD_RESET_SENT' };
    },
  });
};

export default forgotPasswordRoutes;
