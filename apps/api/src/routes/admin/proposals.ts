import {
  approveProposal as approveProposalEndpoint,
  listProposals,
  rejectProposal as rejectProposalEndpoint,
  withdrawProposal as withdrawProposalEndpoint,
} from '@ico/domain/contracts/proposals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { approveProposal } from '../../services/proposals/approve-proposal';
import { proposalsPage } from '../../services/proposals/proposal-view';
import { rejectProposal } from '../../services/proposals/reject-proposal';
import { withdrawProposal } from '../../services/proposals/withdraw-proposal';

/** Four eyes on money: the queue of proposals, decided by a second staff member holding payments.approve. */
const adminProposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const approve = requireStaff(app, 'payments.approve');
  const either = requireStaff(app, ['payments.approve', 'joinings.operate']);

  app.route({
    ...routeOf(app, listProposals, { bearer: true }),
    onRequest: either,
    handler: (request) => proposalsPage(app.database.db, request.query),
  });

  // The approval and the withdrawal have no fields: a call without a body is accepted as before.
  const approval = routeOf(app, approveProposalEndpoint, { bearer: true });
  app.route({
    ...approval,
    schema: { ...approval.schema, body: documented(approveProposalEndpoint.body) },
    onRequest: approve,
    handler: (request) => approveProposal(app, authOf(request).user.id, request.params.id, requestMeta(request)),
  });

  app.route({
    ...routeOf(app, rejectProposalEndpoint, { bearer: true }),
    onRequest: approve,
    handler: (request) => rejectProposal(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  });

  const withdrawal = routeOf(app, withdrawProposalEndpoint, { bearer: true });
  app.route({
    ...withdrawal,
    schema: { ...withdrawal.schema, body: documented(withdrawProposalEndpoint.body) },
    onRequest: either,
    handler: (request) => withdrawProposal(app, authOf(request).user.id, request.params.id, requestMeta(request)),
  });
};

export default adminProposalRoutes;
