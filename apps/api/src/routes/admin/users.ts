import {
  changeAccountLevelContract,
  createCorporateAccountContract,
  getAccountContract,
  resendSetPasswordLinkContract,
  searchAccountsContract,
} from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { changeLevel } from '../../services/accounts/change-account-level';
import { createCorporate } from '../../services/accounts/create-corporate-account';
import { userDetail } from '../../services/accounts/get-account';
import { resendSetPasswordLink } from '../../services/accounts/resend-set-password-link';
import { searchUsers } from '../../services/accounts/search-accounts';

const security = [{ bearer: [] }];

/** Investors in the back office: search, detail, level changes, corporate accounts. */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/',
    {
      onRequest: requireStaff(app, 'users.read'),
      schema: { tags: ['admin'], security, summary: 'Search investors', ...searchAccountsContract },
    },
    (request) => searchUsers(app, request.query),
  );

  app.get(
    '/users/:id/',
    {
      onRequest: requireStaff(app, 'users.read'),
      schema: { tags: ['admin'], security, summary: 'One user with recent sign-ins', ...getAccountContract },
    },
    (request) => userDetail(app, request.params.id),
  );

  app.post(
    '/users/:id/level/',
    {
      onRequest: requireStaff(app, 'users.level'),
      schema: { tags: ['admin'], security, summary: 'Set a user level (audited)', ...changeAccountLevelContract },
    },
    async (request) => ({ user: await changeLevel(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)) }),
  );

  app.post(
    '/corporate/',
    {
      onRequest: requireStaff(app, 'users.createCorporate'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Open a corporate investor account; the investor sets the password by the mailed link',
        ...createCorporateAccountContract,
      },
    },
    async (request, reply) =>
      reply.status(201).send({ user: await createCorporate(app, authOf(request).user.id, request.body, requestMeta(request)) }),
  );

  app.post(
    '/users/:id/set_password_link/',
    {
      onRequest: requireStaff(app, 'users.createCorporate'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Mail a corporate investor who has not set a password a new set-password link (older links stop working; audited)',
        ...resendSetPasswordLinkContract,
        body: documented(resendSetPasswordLinkContract.body),
      },
    },
    async (request) => ({
      user: await resendSetPasswordLink(app, authOf(request).user.id, request.params.id, 'corporate', requestMeta(request)),
    }),
  );
};

export default adminUserRoutes;
