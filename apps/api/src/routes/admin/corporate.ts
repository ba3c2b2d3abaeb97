import { createCorporateAccountContract } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { createCorporate } from '../../services/accounts/create-corporate-account';

const security = [{ bearer: [] }];

/** Corporate investor accounts opened by staff; the investor sets the password by the mailed link. */
const adminCorporateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/corporate/',
    {
      onRequest: requireStaff(app, 'users.createCorporate'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Open a corporate investor account; the investor sets the password by the mailed link',
        ...createCorporateAccountContract,
      },
    },
    async (request, reply) =>
      reply.status(201).send({ user: await createCorporate(app, authOf(request).user.id, request.body, requestMeta(request)) }),
  );
};

export default adminCorporateRoutes;
