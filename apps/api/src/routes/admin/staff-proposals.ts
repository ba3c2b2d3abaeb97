import { approveStaffProposalContract, listStaffProposalsContract, rejectStaffProposalContract } from '@ico/domain/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { approveStaffProposal, rejectStaffProposal } from '../../services/staff-proposals/decide-staff-proposal';
import { staffProposalsPage } from '../../services/staff-proposals/staff-proposal-view';

const security = [{ bearer: [] }];

/**
 * Staff grants proposed by one administrator (a new member, a role that can approve, an enabling): a second
 * administrator, never the proposer nor the member, approves or rejects them (issue 29).
 */
const adminStaffProposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = requireStaff(app, 'staff.manage');

  app.get(
    '/staff-proposals/',
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Staff proposals by status (PENDING by default, oldest first)',
        ...listStaffProposalsContract,
      },
    },
    (request) => staffProposalsPage(app.database.db, request.query),
  );

  app.post(
    '/staff-proposals/:id/approve/',
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        security,
        summary: "Approve another administrator's staff proposal: the account is made, the role given or the member enabled now (audited)",
        ...approveStaffProposalContract,
        body: documented(approveStaffProposalContract.body),
      },
    },
    async (request) => ({ proposal: await approveStaffProposal(app, authOf(request).user.id, request.params.id, requestMeta(request)) }),
  );

  app.post(
    '/staff-proposals/:id/reject/',
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        security,
        summary: "Reject another administrator's staff proposal with a reason (audited); nothing else changes",
        ...rejectStaffProposalContract,
      },
    },
    async (request) => ({
      proposal: await rejectStaffProposal(app, authOf(request).user.id, request.params.id, request.body.reason, requestMeta(request)),
    }),
  );
};

export default adminStaffProposalRoutes;
