import { changeJoiningStatusContract, getJoiningForStaffContract } from '@ico/domain/contracts/joinings';
import { proposeJoiningStatus as proposeJoiningStatusEndpoint } from '@ico/domain/contracts/proposals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { changeStatusByStaff } from '../../services/joinings/change-joining-status';
import { joiningDetail } from '../../services/joinings/get-joining-for-staff';
import { proposeJoiningStatus } from '../../services/proposals/propose-joining-status';

const security = [{ bearer: [] }];

/** One joining in the back office: its slips, history and the staff's next steps along the transition table. */
const adminJoiningRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff(app, 'joinings.operate');

  app.get(
    '/joinings/:id/',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'A joining with its investor, slips, status history and the statuses staff may set next',
        ...getJoiningForStaffContract,
      },
    },
    (request) => joiningDetail(app, request.params.id),
  );

  app.post(
    '/joinings/:id/status/',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Move a joining along the transition table, except money statuses (audited; the investor gets a message)',
        ...changeJoiningStatusContract,
      },
    },
    (request) => changeStatusByStaff(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  );

  app.route({
    ...routeOf(app, proposeJoiningStatusEndpoint, { bearer: true }),
    onRequest,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await proposeJoiningStatus(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request))),
  });
};

export default adminJoiningRoutes;
