import {
  changeAccountLevelContract,
  getAccountContract,
  resendSetPasswordLinkContract,
  searchAccountsContract,
} from '@ico/domain/contracts/accounts';
import { listUserMessagesContract } from '@ico/domain/contracts/messages';
import { getUserRisk, recordRiskReview as recordRiskReviewEndpoint } from '@ico/domain/contracts/risk';
import { endUserSessionsContract } from '@ico/domain/contracts/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { changeLevel } from '../../services/accounts/change-account-level';
import { userDetail } from '../../services/accounts/get-account';
import { resendSetPasswordLink } from '../../services/accounts/resend-set-password-link';
import { searchUsers } from '../../services/accounts/search-accounts';
import { userMessages } from '../../services/messages/list-user-messages';
import { recordRiskReview } from '../../services/risk/record-risk-review';
import { userRiskOf } from '../../services/risk/user-risk-view';
import { endUserSessions } from '../../services/sessions/end-user-sessions';

const security = [{ bearer: [] }];

/**
 * Investors in the back office: search, detail, level changes, the set-password link of corporate accounts, their
 * inbox as staff see it, their risk rating and reviews (issue 30), and signing them out everywhere.
 */
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

  app.get(
    '/users/:id/messages/',
    {
      onRequest: requireStaff(app, 'users.read'),
      schema: {
        tags: ['admin'],
        security,
        summary: "An investor's inbox as they see it, with when each message was read (25 a page)",
        ...listUserMessagesContract,
      },
    },
    (request) => userMessages(app, request.params.id, request.query.page),
  );

  app.route({
    ...routeOf(app, getUserRisk, { bearer: true }),
    onRequest: requireStaff(app, 'users.read'),
    handler: (request) => userRiskOf(app.database.db, request.params.id),
  });

  app.route({
    ...routeOf(app, recordRiskReviewEndpoint, { bearer: true }),
    onRequest: requireStaff(app, 'risk.manage'),
    handler: (request) => recordRiskReview(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  });

  app.post(
    '/users/:id/sessions/revoke/',
    {
      onRequest: requireStaff(app, 'users.level'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'End every session of an investor, with a reason (audited, the investor is mailed)',
        ...endUserSessionsContract,
      },
    },
    (request) => endUserSessions(app, authOf(request).user.id, request.params.id, request.body.reason, requestMeta(request)),
  );
};

export default adminUserRoutes;
