import { reserveAmount as reserveAmountEndpoint } from '@ico/domain/contracts/joinings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requireUser } from '../../plugins/auth';
import { reserveAmount } from '../../services/joinings/reserve-amount';
import { rateAfterReservation } from '../../services/risk/rate-after-reservation';

/** The investor reserves an amount of an offering (spec section 7). */
const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, reserveAmountEndpoint, { bearer: true }),
    // Reservations queue on the offering's lock: their own, smaller load-shedding limit. They change only the
    // progress among public answers, which may lag by the cache's second.
    config: { shed: 'reservation', keepsPublicCache: true },
    onRequest: requireUser(app),
    handler: async (request, reply) => {
      const joining = await reserveAmount(app, authOf(request).user, request.params.id, request.body);
      // Issue 30: the amount reserved is a fact of the risk rating; rated after the commit, without holding the answer.
      void rateAfterReservation(app, authOf(request).user.id);
      return reply.code(201).send(joining);
    },
  });
};

export default reservationRoutes;
