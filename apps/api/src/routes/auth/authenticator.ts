import { replaceAuthenticator as replaceAuthenticatorEndpoint } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { replaceAuthenticator } from '../../services/accounts/replace-authenticator';

/** A new authenticator app in place of the current one (a new phone, or a lost one after a recovery-code sign-in). */
const authenticatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, replaceAuthenticatorEndpoint, { bearer: true }),
    onRequest: requireUser(app),
    handler: (request) => replaceAuthenticator(app, authOf(request), request.body, requestMeta(request)),
  });
};

export default authenticatorRoutes;
