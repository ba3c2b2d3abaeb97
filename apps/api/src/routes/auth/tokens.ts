import { endSessionContract, obtainSessionContract, refreshSessionContract } from '@ico/domain/contracts/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../../plugins/auth';
import { logout } from '../../services/sessions/end-session';
import { login } from '../../services/sessions/obtain-session';
import { refresh } from '../../services/sessions/refresh-session';

/** Sign-in, token rotation and logout (PRODUCT.md section 3). */
const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/token/obtain/',
    {
      schema: { tags: ['auth'], summary: 'Sign in: 405 OTP_REQUIRED when two-factor is on and no otp was sent', ...obtainSessionContract },
    },
    (request) => login(app, request.body, requestMeta(request)),
  );

  app.post(
    '/token/refresh/',
    {
      schema: { tags: ['auth'], summary: 'Trade a refresh token for a new pair (each token works once)', ...refreshSessionContract },
    },
    (request) => refresh(app, request.body.refresh),
  );

  app.post(
    '/logout/',
    { schema: { tags: ['auth'], summary: 'End the session of a refresh token', ...endSessionContract } },
    async (request, reply) => {
      await logout(app, request.body.refresh);
      return reply.status(204).send();
    },
  );
};

export default tokenRoutes;
