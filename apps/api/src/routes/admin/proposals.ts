import {
  approveProposalContract,
  listProposalsContract,
  rejectProposalContract,
  withdrawProposalContract,
} from '@ico/domain/contracts/proposals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { approveProposal } from '../../services/proposals/approve-proposal';
import { proposalsPage } from '../../services/proposals/proposal-view';
import { rejectProposal } from '../../services/proposals/reject-proposal';
import { withdrawProposal } from '../../services/proposals/withdraw-proposal';

const security = [{ bearer: [] }];

/** Four eyes on money: the queue of proposals, decided by a second staff member holding payments.approve. */
const adminProposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const approve = requireStaff(app, 'payments.approve');
  const either = requireStaff(app, ['payments.approve', 'joinings.operate']);

  app.get(
    '/proposals/',
    {
      onRequest: either,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Money proposals by status (PENDING by default, oldest first) with their evidence',
        ...listProposalsContract,
      },
    },
    (request) => proposalsPage(app.database.db, request.query),
  );

  app.post(
    '/proposals/:id/approve/',
    {
      onRequest: approve,
      schema: {
        tags: ['admin'],
        security,
        summary: "Approve another staff member's proposal: the change is made now (audited; investors are told)",
        ...approveProposalContract,
        body: documented(approveProposalContract.body),
      },
    },
    (request) => approveProposal(app, authOf(request).user.id, request.params.id, requestMeta(request)),
  );

  app.post(
    '/proposals/:id/reject/',
    {
      onRequest: approve,
      schema: {
        tags: ['admin'],
        security,
        summary: "Reject another staff member's proposal with a reason (audited)",
        ...rejectProposalContract,
      },
    },
    (request) => rejectProposal(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  );

  app.post(
    '/proposals/:id/withdraw/',
    {
      onRequest: either,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Withdraw your own pending proposal (audited)',
        ...withdrawProposalContract,
        body: documented(withdrawProposalContract.body),
      },
    },
    (request) => withdrawProposal(app, authOf(request).user.id, request.params.id, requestMeta(request)),
  );
};

export default adminProposalRoutes;
