import { createCorporateAccount } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { createCorporate } from '../../services/accounts/create-corporate-account';

/** Corporate investor accounts opened by staff; the investor sets the password by the mailed link. */
const adminCorporateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, createCorporateAccount, { bearer: true }),
    onRequest: requireStaff(app, 'users.createCorporate'),
    handler: async (request, reply) =>
      reply.status(201).send({ user: await createCorporate(app, authOf(request).user.id, request.body, requestMeta(request)) }),
  });
};

export default adminCorporateRoutes;
