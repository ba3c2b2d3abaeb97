import { getSuitabilityValidityContract } from '@ico/domain/contracts/suitability-validity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireUser } from '../../plugins/auth';
import { suitabilityValidityOf } from '../../services/suitability/get-suitability-validity';

/** Issue 30, deliver 6: until when the caller's suitability assessment is valid, for the profile and the test page. */
const suitabilityValidityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/suitabilitytest/validity/',
    {
      onRequest: requireUser(app),
      schema: {
        tags: ['survay'],
        security: [{ bearer: [] }],
        summary: 'When the suitability assessment was passed, when it ends, and whether it may be renewed',
        ...getSuitabilityValidityContract,
      },
    },
    (request) => suitabilityValidityOf(authOf(request).user, app.config),
  );
};

export default suitabilityValidityRoutes;
