import { resendStaffSetPasswordLink } from '@ico/domain/contracts/accounts';
import {
  changeStaffRole as changeStaffRoleEndpoint,
  disableStaff as disableStaffEndpoint,
  enableStaff as enableStaffEndpoint,
  endStaffSessions as endStaffSessionsEndpoint,
  listStaff as listStaffEndpoint,
  proposeStaff,
} from '@ico/domain/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { resendSetPasswordLink } from '../../services/accounts/resend-set-password-link';
import { changeStaffRole } from '../../services/staff/change-staff-role';
import { createStaff } from '../../services/staff/create-staff';
import { disableStaff } from '../../services/staff/disable-staff';
import { enableStaff } from '../../services/staff/enable-staff';
import { endStaffSessions } from '../../services/staff/end-staff-sessions';
import { listStaff } from '../../services/staff/list-staff';

/** Staff accounts. */
const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff(app, 'staff.manage');

  app.route({
    ...routeOf(app, listStaffEndpoint, { bearer: true }),
    onRequest,
    handler: (request) => listStaff(app, request.query.page),
  });

  app.route({
    ...routeOf(app, proposeStaff, { bearer: true }),
    onRequest,
    handler: async (request, reply) =>
      reply.status(202).send({ proposal: await createStaff(app, authOf(request).user.id, request.body, requestMeta(request)) }),
  });

  const resendLink = routeOf(app, resendStaffSetPasswordLink, { bearer: true });
  app.route({
    ...resendLink,
    // No fields: any body (or none) is taken, as before.
    schema: { ...resendLink.schema, body: documented(resendStaffSetPasswordLink.body) },
    onRequest: requireStaff(app, 'staff.manage'),
    handler: async (request) => ({
      user: await resendSetPasswordLink(app, authOf(request).user.id, request.params.id, 'staff', requestMeta(request)),
    }),
  });

  app.route({
    ...routeOf(app, disableStaffEndpoint, { bearer: true }),
    onRequest,
    handler: async (request) => ({
      member: await disableStaff(app, authOf(request).user.id, request.params.id, request.body.reason, requestMeta(request)),
    }),
  });

  app.route({
    ...routeOf(app, enableStaffEndpoint, { bearer: true }),
    onRequest,
    handler: async (request, reply) =>
      reply.status(202).send(await enableStaff(app, authOf(request).user.id, request.params.id, request.body.reason, requestMeta(request))),
  });

  app.route({
    ...routeOf(app, changeStaffRoleEndpoint, { bearer: true }),
    onRequest,
    handler: async (request, reply) => {
      const answer = await changeStaffRole(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request));
      return reply.status(answer.proposal ? 202 : 200).send(answer);
    },
  });

  app.route({
    ...routeOf(app, endStaffSessionsEndpoint, { bearer: true }),
    onRequest,
    handler: (request) => endStaffSessions(app, authOf(request).user.id, request.params.id, request.body.reason, requestMeta(request)),
  });
};

export default adminStaffRoutes;
