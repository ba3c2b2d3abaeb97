import { listSessionsContract, revokeOtherSessionsContract, revokeSessionContract } from '@ico/domain/contracts/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireUser } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { listSessions } from '../../services/sessions/list-sessions';
import { revokeOtherSessions } from '../../services/sessions/revoke-other-sessions';
import { revokeOwnSession } from '../../services/sessions/revoke-session';

const security = [{ bearer: [] }];

/** The caller's signed-in devices, so they can tell their own from someone else's and sign the others out. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sessions/',
    {
      onRequest: requireUser(app),
      schema: {
        tags: ['auth'],
        security,
        summary: 'My active sessions (address, device, sign-in and last use), the current one marked',
        ...listSessionsContract,
      },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      return { results: await listSessions(app, user, sessionId) };
    },
  );

  app.delete(
    '/sessions/:id/',
    {
      onRequest: requireUser(app),
      schema: {
        tags: ['auth'],
        security,
        summary: 'Sign one of my sessions out (404 for a session that is not mine or already ended)',
        ...revokeSessionContract,
      },
    },
    async (request, reply) => {
      await revokeOwnSession(app, authOf(request).user.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/sessions/revoke_others/',
    {
      onRequest: requireUser(app),
      schema: {
        tags: ['auth'],
        security,
        summary: 'Sign out every session of mine but this one',
        ...revokeOtherSessionsContract,
        body: documented(revokeOtherSessionsContract.body),
      },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      return { revoked: await revokeOtherSessions(app, user.id, sessionId, 'signed-out-by-owner') };
    },
  );
};

export default sessionRoutes;
