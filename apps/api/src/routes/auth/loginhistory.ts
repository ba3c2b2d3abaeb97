import { listLoginHistoryContract } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireUser } from '../../plugins/auth';
import { loginHistoryOf } from '../../services/accounts/list-login-history';

const security = [{ bearer: [] }];

/** The signed-in user's recent sign-ins. */
const loginHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.get(
    '/loginhistory/',
    {
      onRequest,
      schema: { tags: ['auth'], security, summary: 'Recent sign-ins, newest first', ...listLoginHistoryContract },
    },
    (request) => loginHistoryOf(app, authOf(request).user.id),
  );
};

export default loginHistoryRoutes;
