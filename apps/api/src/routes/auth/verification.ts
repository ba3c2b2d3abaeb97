import { getVerification } from '@ico/domain/contracts/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requireUser } from '../../plugins/auth';
import { verificationOf } from '../../services/verification/get-verification';

/** The investor's current submissions of the file screens (selfie_file, bank_file, company_file). */
const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, getVerification, { bearer: true }),
    onRequest: requireUser(app),
    handler: async (request) => ({ items: await verificationOf(app, authOf(request).user.id) }),
  });
};

export default verificationRoutes;
