import { checkResetLink, resetPassword as resetPasswordEndpoint } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { requestMeta } from '../../plugins/auth';
import { checkPasswordResetLink } from '../../services/accounts/check-password-reset-link';
import { resetPassword } from '../../services/accounts/reset-password';

/** The forgotten password, self-service: the link checked, then a new password (and a code with two-factor). */
const resetPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, checkResetLink),
    handler: (request) => checkPasswordResetLink(app, request.query.email, request.query.code, requestMeta(request)),
  });

  app.route({
    ...routeOf(app, resetPasswordEndpoint),
    handler: async (request) => {
      await resetPassword(app, request.body, requestMeta(request));
      return { message: 'PASSWORD_RESET' };
    },
  });
};

export default resetPasswordRoutes;
