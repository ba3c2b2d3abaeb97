import {
  approveStaffProposal as approveStaffProposalEndpoint,
  listStaffProposals,
  rejectStaffProposal as rejectStaffProposalEndpoint,
} from '@ico/domain/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { approveStaffProposal, rejectStaffProposal } from '../../services/staff-proposals/decide-staff-proposal';
import { staffProposalsPage } from '../../services/staff-proposals/staff-proposal-view';

/**
 * Staff grants proposed by one administrator (a new member, a role that can approve, an enabling): a second
 * administrator, never the proposer nor the member, approves or rejects them (issue 29).
 */
const adminStaffProposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = requireStaff(app, 'staff.manage');

  app.route({
    ...routeOf(app, listStaffProposals, { bearer: true }),
    onRequest: manage,
    handler: (request) => staffProposalsPage(app.database.db, request.query),
  });

  const approve = routeOf(app, approveStaffProposalEndpoint, { bearer: true });
  app.route({
    ...approve,
    // The body has no fields: a call without one is accepted as before.
    schema: { ...approve.schema, body: documented(approveStaffProposalEndpoint.body) },
    onRequest: manage,
    handler: async (request) => ({
      proposal: await approveStaffProposal(app, authOf(request).user.id, request.params.id, requestMeta(request)),
    }),
  });

  app.route({
    ...routeOf(app, rejectStaffProposalEndpoint, { bearer: true }),
    onRequest: manage,
    handler: async (request) => ({
      proposal: await rejectStaffProposal(app, authOf(request).user.id, request.params.id, request.body.reason, requestMeta(request)),
    }),
  });
};

export default adminStaffProposalRoutes;
