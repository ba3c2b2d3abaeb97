import { confirmCreditContract, getCreditContract, listCreditsContract } from '@ico/domain/contracts/statements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { confirmCredit } from '../../services/credits/confirm-credit';
import { creditDetail, creditsPage } from '../../services/credits/credit-view';

const security = [{ bearer: [] }];

/** The credits (money in) of imported bank statements, and their confirmation through four eyes (issue 17). */
const adminCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  const operate = requireStaff(app, 'joinings.operate');
  const either = requireStaff(app, ['joinings.operate', 'payments.approve']);

  app.get(
    '/credits/',
    {
      onRequest: either,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Bank statement credits by match and state, newest booking first',
        ...listCreditsContract,
      },
    },
    (request) => creditsPage(app.database.db, request.query),
  );

  app.get(
    '/credits/:id/',
    {
      onRequest: either,
      schema: { tags: ['admin'], security, summary: 'One credit with its matched or candidate joinings', ...getCreditContract },
    },
    (request) => creditDetail(app.database.db, request.params.id),
  );

  app.post(
    '/credits/:id/confirm/',
    {
      onRequest: operate,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Attach the credit to its joining and propose PAYMNENT_CONFIRMED with it as evidence (four eyes; audited)',
        ...confirmCreditContract,
      },
    },
    async (request, reply) => {
      const answer = await confirmCredit(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request));
      return reply.code(201).send(answer);
    },
  );
};

export default adminCreditRoutes;
