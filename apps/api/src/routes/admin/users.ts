import { changeAccountLevel, getAccount, resendUserSetPasswordLink, searchAccounts } from '@ico/domain/contracts/accounts';
import { listUserMessages } from '@ico/domain/contracts/messages';
import { getUserRisk, recordRiskReview as recordRiskReviewEndpoint } from '@ico/domain/contracts/risk';
import { endUserSessions as endUserSessionsEndpoint } from '@ico/domain/contracts/sessions';
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

/**
 * Investors in the back office: search, detail, level changes, the set-password link of corporate accounts, their
 * inbox as staff see it, their risk rating and reviews (issue 30), and signing them out everywhere.
 */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, searchAccounts, { bearer: true }),
    onRequest: requireStaff(app, 'users.read'),
    handler: (request) => searchUsers(app, request.query),
  });

  app.route({
    ...routeOf(app, getAccount, { bearer: true }),
    onRequest: requireStaff(app, 'users.read'),
    handler: (request) => userDetail(app, request.params.id),
  });

  app.route({
    ...routeOf(app, changeAccountLevel, { bearer: true }),
    onRequest: requireStaff(app, 'users.level'),
    handler: async (request) => ({
      user: await changeLevel(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
    }),
  });

  const resendLink = routeOf(app, resendUserSetPasswordLink, { bearer: true });
  app.route({
    ...resendLink,
    // No fields: any body (or none) is taken, as before.
    schema: { ...resendLink.schema, body: documented(resendUserSetPasswordLink.body) },
    onRequest: requireStaff(app, 'users.createCorporate'),
    handler: async (request) => ({
      user: await resendSetPasswordLink(app, authOf(request).user.id, request.params.id, 'corporate', requestMeta(request)),
    }),
  });

  app.route({
    ...routeOf(app, listUserMessages, { bearer: true }),
    onRequest: requireStaff(app, 'users.read'),
    handler: (request) => userMessages(app, request.params.id, request.query.page),
  });

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

  app.route({
    ...routeOf(app, endUserSessionsEndpoint, { bearer: true }),
    onRequest: requireStaff(app, 'users.level'),
    handler: (request) => endUserSessions(app, authOf(request).user.id, request.params.id, request.body.reason, requestMeta(request)),
  });
};

export default adminUserRoutes;
