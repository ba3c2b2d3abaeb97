import {
  getRefundContract,
  listRefundsContract,
  proposeRefundContract,
  proposeRefundDoneContract,
  refundDraftContract,
} from '@ico/domain/contracts/refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { proposeRefund } from '../../services/refunds/propose-refund';
import { proposeRefundDone } from '../../services/refunds/propose-refund-done';
import { refundDetail, refundDraft, refundsPage } from '../../services/refunds/refund-view';

const security = [{ bearer: [] }];

/**
 * Refund cases (issue 17): money back to an investor's approved bank account. Opening and finishing one are proposed
 * here (joinings.operate) and approved by a second staff member at /admin/proposals/ (payments.approve).
 */
const adminRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  const operate = requireStaff(app, 'joinings.operate');
  const either = requireStaff(app, ['joinings.operate', 'payments.approve']);

  app.get(
    '/refunds/',
    {
      onRequest: either,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Refund cases by status (every status when none), newest first',
        ...listRefundsContract,
      },
    },
    (request) => refundsPage(app.database.db, request.query),
  );

  app.get(
    '/refunds/draft/',
    {
      onRequest: either,
      schema: {
        tags: ['admin'],
        security,
        summary: "What a refund of a joining (and a credit) may be: the investor's approved account, the reasons that fit, the limit",
        ...refundDraftContract,
      },
    },
    (request) => refundDraft(app.database.db, request.query),
  );

  app.get(
    '/refunds/:id/',
    {
      onRequest: either,
      schema: { tags: ['admin'], security, summary: 'One refund case and its pending proposal to mark it done', ...getRefundContract },
    },
    (request) => refundDetail(app.database.db, request.params.id),
  );

  app.post(
    '/refunds/',
    {
      onRequest: operate,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Propose a refund (refund.open); another staff member holding payments.approve approves it',
        ...proposeRefundContract,
      },
    },
    async (request, reply) => reply.status(201).send(await proposeRefund(app, authOf(request).user.id, request.body, requestMeta(request))),
  );

  app.post(
    '/refunds/:id/complete/',
    {
      onRequest: operate,
      schema: {
        tags: ['admin'],
        security,
        summary: "Propose a refund done with the transfer's bank reference (refund.complete); another staff member approves it",
        ...proposeRefundDoneContract,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await proposeRefundDone(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request))),
  );
};

export default adminRefundRoutes;
