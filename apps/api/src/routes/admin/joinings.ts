import { changeJoiningStatus, getJoiningForStaff } from '@ico/domain/contracts/joinings';
import { proposeJoiningStatus as proposeJoiningStatusEndpoint } from '@ico/domain/contracts/proposals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { changeStatusByStaff } from '../../services/joinings/change-joining-status';
import { joiningDetail } from '../../services/joinings/get-joining-for-staff';
import { proposeJoiningStatus } from '../../services/proposals/propose-joining-status';

/** One joining in the back office: its slips, history and the staff's next steps along the transition table. */
const adminJoiningRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff(app, 'joinings.operate');

  app.route({
    ...routeOf(app, getJoiningForStaff, { bearer: true }),
    onRequest,
    handler: (request) => joiningDetail(app, request.params.id),
  });

  app.route({
    ...routeOf(app, changeJoiningStatus, { bearer: true }),
    onRequest,
    handler: (request) => changeStatusByStaff(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  });

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
