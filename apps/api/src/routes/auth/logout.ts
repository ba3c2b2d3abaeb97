import { endSessionContract } from '@ico/domain/contracts/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logout } from '../../services/sessions/end-session';

/** Logout: the session of a refresh token ends (PRODUCT.md section 3). */
const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout/',
    { schema: { tags: ['auth'], summary: 'End the session of a refresh token', ...endSessionContract } },
    async (request, reply) => {
      await logout(app, request.body.refresh);
      return reply.status(204).send();
    },
  );
};

export default logoutRoutes;
