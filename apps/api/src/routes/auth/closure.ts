import {
  getMyClosure as getMyClosureEndpoint,
  requestAccountClosure as requestClosureEndpoint,
} from '@ico/domain/contracts/account-closures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { getMyClosure } from '../../services/account-closures/get-account-closure';
import { requestAccountClosure } from '../../services/account-closures/request-account-closure';

/** The investor's request to close the account (PDPA; terms of use). */
const closureRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.route({
    ...routeOf(app, getMyClosureEndpoint, { bearer: true }),
    onRequest,
    handler: (request) => getMyClosure(app, authOf(request).user.id),
  });

  app.route({
    ...routeOf(app, requestClosureEndpoint, { bearer: true }),
    onRequest,
    handler: async (request, reply) =>
      reply.status(201).send(await requestAccountClosure(app, authOf(request), request.body, requestMeta(request))),
  });
};

export default closureRoutes;
