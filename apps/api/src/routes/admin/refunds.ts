import {
  getRefund,
  getRefundDraft,
  listRefunds,
  proposeRefundDone as proposeRefundDoneEndpoint,
  proposeRefund as proposeRefundEndpoint,
} from '@ico/domain/contracts/refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { proposeRefund } from '../../services/refunds/propose-refund';
import { proposeRefundDone } from '../../services/refunds/propose-refund-done';
import { refundDetail, refundDraft, refundsPage } from '../../services/refunds/refund-view';

/**
 * Refund cases (issue 17): money back to an investor's approved bank account. Opening and finishing one are proposed
 * here (joinings.operate) and approved by a second staff member at /admin/proposals/ (payments.approve).
 */
const adminRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  const operate = requireStaff(app, 'joinings.operate');
  const either = requireStaff(app, ['joinings.operate', 'payments.approve']);

  app.route({
    ...routeOf(app, listRefunds, { bearer: true }),
    onRequest: either,
    handler: (request) => refundsPage(app.database.db, request.query),
  });

  app.route({
    ...routeOf(app, getRefundDraft, { bearer: true }),
    onRequest: either,
    handler: (request) => refundDraft(app.database.db, request.query),
  });

  app.route({
    ...routeOf(app, getRefund, { bearer: true }),
    onRequest: either,
    handler: (request) => refundDetail(app.database.db, request.params.id),
  });

  app.route({
    ...routeOf(app, proposeRefundEndpoint, { bearer: true }),
    onRequest: operate,
    handler: async (request, reply) =>
      reply.status(201).send(await proposeRefund(app, authOf(request).user.id, request.body, requestMeta(request))),
  });

  app.route({
    ...routeOf(app, proposeRefundDoneEndpoint, { bearer: true }),
    onRequest: operate,
    handler: async (request, reply) =>
      reply.status(201).send(await proposeRefundDone(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request))),
  });
};

export default adminRefundRoutes;
