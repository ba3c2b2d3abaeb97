import { createStaffContract, resendSetPasswordLinkContract } from '@ico/domain/contracts/accounts';
import { changeStaffRoleContract, endStaffSessionsContract, listStaffContract, setStaffEnabledContract } from '@ico/domain/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
      schema: { tags: ['admin'], security, summary: 'Add a staff member; the password is set by the mailed link', ...createStaffContract },
    },
    async (request, reply) =>
      reply.status(201).send({ user: await createStaff(app, authOf(request).user.id, request.body, requestMeta(request)) }),
  );

  app.post(
    '/staff/:id/set_password_link/',
    {
      onRequest: requireStaff(app, 'staff.manage'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Mail a staff member who has not set a password a new set-password link (older links stop working; audited)',
        ...resendSetPasswordLinkContract,
        body: documented(resendSetPasswordLinkContract.body),
      },
    },
    async (request) => ({
      user: await resendSetPasswordLink(app, authOf(request).user.id, request.params.id, 'staff', requestMeta(request)),
    }),
  );

  app.post(
    '/staff/:id/disable/',
    {
      onRequest: requireStaff(app, 'staff.manage'),
      schema: {
        tags: ['admin'],
        security,
        summary:
          "Disable a staff member, with a reason: every session ends, their tokens stop at once (not one's own; not the last administrator)",
        ...setStaffEnabledContract,
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
        summary: 'Enable a disabled staff member again, with a reason (they sign in afresh)',
        ...setStaffEnabledContract,
      },
    },
    async (request) => ({
      member: await enableStaff(app, authOf(request).user.id, request.params.id, request.body.reason, requestMeta(request)),
    }),
  );

  app.post(
    '/staff/:id/role/',
    {
      onRequest: requireStaff(app, 'staff.manage'),
      schema: {
        tags: ['admin'],
        security,
        summary: "Give a staff member another role, with a reason (not one's own; not the last administrator)",
        ...changeStaffRoleContract,
      },
    },
    async (request) => ({
      member: await changeStaffRole(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
    }),
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
