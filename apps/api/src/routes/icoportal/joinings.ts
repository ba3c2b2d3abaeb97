import {
  getJoiningContract,
  listJoiningsContract,
  reserveAmount as reserveAmountEndpoint,
  submitPaymentSlipContract,
} from '@ico/domain/contracts/joinings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { routeOf } from '../../http/route-of';
import { authOf, requireUser } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { sendJson } from '../../plugins/send-json';
import { checkMaySubmit } from '../../services/accounts/check-may-submit';
import { joiningDetail } from '../../services/joinings/get-joining';
import { listJoinings } from '../../services/joinings/list-joinings';
import { checkSlipExpected, SLIP_FIELD } from '../../services/joinings/payment-slip-rules';
import { reserveAmount } from '../../services/joinings/reserve-amount';
import { submitPaymentSlip } from '../../services/joinings/submit-payment-slip';
import { rateAfterReservation } from '../../services/risk/rate-after-reservation';
import { readMultipart } from '../../uploads/read-multipart';

const security = [{ bearer: [] }];

/** The investor's joinings: reservation, list, detail and payment slips (spec section 7). */
const joiningRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.get(
    '/joinings/',
    {
      onRequest,
      schema: { tags: ['icoportal'], security, summary: "The caller's joinings, newest first", ...listJoiningsContract },
    },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      const body = await app.joiningsCache.answer(userId, async () =>
        JSON.stringify(listJoiningsContract.response[200].parse(await listJoinings(app, userId))),
      );
      return sendJson(reply, body);
    },
  );

  app.get(
    '/joinings/:id/',
    {
      onRequest,
      schema: { tags: ['icoportal'], security, summary: 'One joining of the caller, with its share once paid', ...getJoiningContract },
    },
    (request) => joiningDetail(app, authOf(request).user.id, request.params.id),
  );

  app.route({
    ...routeOf(app, reserveAmountEndpoint, { bearer: true }),
    // Reservations queue on the offering's lock: their own, smaller load-shedding limit. They change only the
    // progress among public answers, which may lag by the cache's second.
    config: { shed: 'reservation', keepsPublicCache: true },
    onRequest,
    handler: async (request, reply) => {
      const joining = await reserveAmount(app, authOf(request).user, request.params.id, request.body);
      // Issue 30: the amount reserved is a fact of the risk rating; rated after the commit, without holding the answer.
      void rateAfterReservation(app, authOf(request).user.id);
      return reply.code(201).send(joining);
    },
  });

  app.post(
    '/paymentslip_file/:id/',
    {
      onRequest,
      schema: {
        tags: ['icoportal'],
        security,
        summary: 'Send the payment slip (multipart: paymentSlipFilePrivate)',
        consumes: ['multipart/form-data'],
        ...submitPaymentSlipContract,
        body: documented(submitPaymentSlipContract.body),
      },
    },
    async (request) => {
      const account = authOf(request).user;
      checkMaySubmit(account);
      const joiningId = request.params.id;
      await checkSlipExpected(app, account.id, joiningId, new Date());
      // A payment is money moving: as for the reservation, two-factor must be on (terms of use).
      if (!account.mfaEnabled) throw new AppError('MFA_NOT_ENABLED');
      const body = await readMultipart(request, { files: [SLIP_FIELD] });
      return submitPaymentSlip(app, account.id, joiningId, body);
    },
  );
};

export default joiningRoutes;
