import { listSessionsContract } from '@ico/domain/contracts/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireUser } from '../../plugins/auth';
import { listSessions } from '../../services/sessions/list-sessions';

/** The caller's signed-in devices, so they can tell their own from someone else's. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sessions/',
    {
      onRequest: requireUser(app),
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        summary: 'My active sessions (address, device, sign-in and last use), the current one marked',
        ...listSessionsContract,
      },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      return { results: await listSessions(app, user.id, sessionId) };
    },
  );
};

export default sessionRoutes;
