import { joiningRefundsContract } from '@ico/domain/contracts/refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireUser } from '../../plugins/auth';
import { investorRefunds } from '../../services/refunds/refund-view';

const security = [{ bearer: [] }];

/** The investor's refunds of one of their joinings (issue 17): shown on /joining/{id}. */
const joiningRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/joinings/:id/refunds/',
    {
      onRequest: requireUser(app),
      schema: {
        tags: ['icoportal'],
        security,
        summary: "The caller's refunds of their joining, newest first (the account number masked)",
        ...joiningRefundsContract,
      },
    },
    (request) => investorRefunds(app.database.db, authOf(request).user.id, request.params.id),
  );
};

export default joiningRefundRoutes;
