import { createStaffContract, listStaffContract, resendSetPasswordLinkContract } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { resendSetPasswordLink } from '../../services/accounts/resend-set-password-link';
import { createStaff } from '../../services/staff/create-staff';
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
};

export default adminStaffRoutes;
