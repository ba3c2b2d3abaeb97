import { getVerificationContract } from '@ico/domain/contracts/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireUser } from '../../plugins/auth';
import { verificationOf } from '../../services/verification/get-verification';

/** The investor's current submissions of the file screens (selfie_file, bank_file, company_file). */
const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/verification/',
    {
      onRequest: requireUser(app),
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        summary: "The caller's newest submission per item",
        ...getVerificationContract,
      },
    },
    async (request) => ({ items: await verificationOf(app, authOf(request).user.id) }),
  );
};

export default verificationRoutes;
