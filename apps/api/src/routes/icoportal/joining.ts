import { reserveAmountContract } from '@ico/domain/contracts/joinings';
import { joinRequestSchema } from '@ico/domain/join-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseOrThrow } from '../../errors';
import { authOf, requireUser } from '../../plugins/auth';
import { anyFields, documented } from '../../plugins/documented-inputs';
import { reserveAmount } from '../../services/joinings/reserve-amount';
import { rateAfterReservation } from '../../services/risk/rate-after-reservation';

const security = [{ bearer: [] }];

/** The investor reserves an amount of an offering (spec section 7). */
const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.post(
    '/joining/:id/',
    {
      // Reservations queue on the offering's lock: their own, smaller load-shedding limit. They change only the
      // progress among public answers, which may lag by the cache's second.
      config: { shed: 'reservation', keepsPublicCache: true },
      onRequest,
      schema: {
        tags: ['icoportal'],
        security,
        summary: 'Reserve an amount (form: address, message, signature, amount, version)',
        ...reserveAmountContract,
        body: documented(reserveAmountContract.body, anyFields),
      },
    },
    async (request, reply) => {
      const input = parseOrThrow(joinRequestSchema, request.body ?? {});
      const offeringId = request.params.id;
      const joining = await reserveAmount(app, authOf(request).user, offeringId, input);
      // Issue 30: the amount reserved is a fact of the risk rating; rated after the commit, without holding the answer.
      void rateAfterReservation(app, authOf(request).user.id);
      return reply.code(201).send(joining);
    },
  );
};

export default reservationRoutes;
