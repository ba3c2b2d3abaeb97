import { checkVerificationLink } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { requestMeta } from '../../plugins/auth';
import { checkLink } from '../../services/accounts/check-link';

/** Sign-up by e-mail: the mailed link checked before its form is shown. */
const verificationLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, checkVerificationLink),
    handler: (request) => checkLink(app, request.query.email, request.query.code, requestMeta(request)),
  });
};

export default verificationLinkRoutes;
