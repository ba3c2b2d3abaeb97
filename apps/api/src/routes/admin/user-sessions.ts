import { endUserSessionsContract } from '@ico/domain/contracts/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { endUserSessions } from '../../services/sessions/end-user-sessions';

/** An investor's sessions in the back office: staff who may block an account may also sign it out everywhere. */
const adminUserSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/:id/sessions/revoke/',
    {
      onRequest: requireStaff(app, 'users.level'),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'End every session of an investor, with a reason (audited, the investor is mailed)',
        ...endUserSessionsContract,
      },
    },
    (request) => endUserSessions(app, authOf(request).user.id, request.params.id, request.body.reason, requestMeta(request)),
  );
};

export default adminUserSessionRoutes;
