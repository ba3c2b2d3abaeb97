import {
  completeAccountClosure as completeClosureEndpoint,
  listAccountClosures as listClosuresEndpoint,
  refuseAccountClosure as refuseClosureEndpoint,
} from '@ico/domain/contracts/account-closures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { completeAccountClosure } from '../../services/account-closures/complete-account-closure';
import { listAccountClosures } from '../../services/account-closures/list-account-closures';
import { refuseAccountClosure } from '../../services/account-closures/refuse-account-closure';

/** Investors' account closure requests in the back office: the list, completion and refusal. */
const adminClosureRoutes: FastifyPluginAsyncZod = async (app) => {
  const close = requireStaff(app, 'users.close');

  app.route({
    ...routeOf(app, listClosuresEndpoint, { bearer: true }),
    onRequest: requireStaff(app, 'users.read'),
    handler: (request) => listAccountClosures(app, request.query),
  });

  const complete = routeOf(app, completeClosureEndpoint, { bearer: true });
  app.route({
    ...complete,
    // No fields: any body (or none) is taken, as before.
    schema: { ...complete.schema, body: documented(completeClosureEndpoint.body) },
    onRequest: close,
    handler: async (request) => {
      const staff = authOf(request).user;
      return { closure: await completeAccountClosure(app, staff, request.params.id, requestMeta(request)) };
    },
  });

  app.route({
    ...routeOf(app, refuseClosureEndpoint, { bearer: true }),
    onRequest: close,
    handler: async (request) => ({
      closure: await refuseAccountClosure(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
    }),
  });
};

export default adminClosureRoutes;
