import { confirmCredit as confirmCreditEndpoint, getCredit, listCredits } from '@ico/domain/contracts/statements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { confirmCredit } from '../../services/credits/confirm-credit';
import { creditDetail, creditsPage } from '../../services/credits/credit-view';

/** The credits (money in) of imported bank statements, and their confirmation through four eyes (issue 17). */
const adminCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  const operate = requireStaff(app, 'joinings.operate');
  const either = requireStaff(app, ['joinings.operate', 'payments.approve']);

  app.route({
    ...routeOf(app, listCredits, { bearer: true }),
    onRequest: either,
    handler: (request) => creditsPage(app.database.db, request.query),
  });

  app.route({
    ...routeOf(app, getCredit, { bearer: true }),
    onRequest: either,
    handler: (request) => creditDetail(app.database.db, request.params.id),
  });

  app.route({
    ...routeOf(app, confirmCreditEndpoint, { bearer: true }),
    onRequest: operate,
    handler: async (request, reply) => {
      const answer = await confirmCredit(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request));
      return reply.code(201).send(answer);
    },
  });
};

export default adminCreditRoutes;
