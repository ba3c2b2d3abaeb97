import { resendStaffSetPasswordLink } from '@ico/domain/contracts/accounts';
import {
  changeStaffRoleContract,
  disableStaffContract,
  enableStaffContract,
  endStaffSessionsContract,
  listStaffContract,
  proposeStaffContract,
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

const security = [{ bearer: [] }];

/** Staff accounts. */
const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/',
    {
      onRequest: requireStaff(app, 'staff.manage'),
      schema: { tags: ['admin'], security, summary: 'Staff accounts', ...listStaffContract },
    },
    (request) => listStaff(app, request.query.page),
  );

  app.post(
    '/staff/',
    {
      onRequest: requireStaff(app, 'staff.manage'),
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Propose a new staff member, with a reason: the account is made and its set-password link mailed when a second administrator approves',
        ...proposeStaffContract,
      },
    },
    async (request, reply) =>
      reply.status(202).send({ proposal: await createStaff(app, authOf(request).user.id, request.body, requestMeta(request)) }),
  );

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

  app.post(
    '/staff/:id/disable/',
    {
      onRequest: requireStaff(app, 'staff.manage'),
      schema: {
        tags: ['admin'],
        security,
        summary:
          "Disable a staff member, with a reason: every session ends, their tokens stop at once (not one's own; not the last administrator)",
        ...disableStaffContract,
      },
    },
    async (request) => ({
      member: await disableStaff(app, authOf(request).user.id, request.params.id, request.body.reason, requestMeta(request)),
    }),
  );

  app.post(
    '/staff/:id/enable/',
    {
      onRequest: requireStaff(app, 'staff.manage'),
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Propose enabling a disabled staff member again, with a reason: done when a second administrator approves (they sign in afresh)',
        ...enableStaffContract,
      },
    },
    async (request, reply) =>
      reply.status(202).send(await enableStaff(app, authOf(request).user.id, request.params.id, request.body.reason, requestMeta(request))),
  );

  app.post(
    '/staff/:id/role/',
    {
      onRequest: requireStaff(app, 'staff.manage'),
      schema: {
        tags: ['admin'],
        security,
        summary:
          "Give a staff member another role, with a reason (not one's own; not the last administrator): at once (200), or proposed (202) when the role can approve and adds to what the member could do",
        ...changeStaffRoleContract,
      },
    },
    async (request, reply) => {
      const answer = await changeStaffRole(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request));
      return reply.status(answer.proposal ? 202 : 200).send(answer);
    },
  );

  app.post(
    '/staff/:id/sessions/revoke/',
    {
      onRequest: requireStaff(app, 'staff.manage'),
      schema: {
        tags: ['admin'],
        security,
        summary: "End every session of a staff member, with a reason (not one's own)",
        ...endStaffSessionsContract,
      },
    },
    (request) => endStaffSessions(app, authOf(request).user.id, request.params.id, request.body.reason, requestMeta(request)),
  );
};

export default adminStaffRoutes;
