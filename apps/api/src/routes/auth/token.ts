import { obtainSessionContract, refreshSessionContract } from '@ico/domain/contracts/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../../plugins/auth';
import { login } from '../../services/sessions/obtain-session';
import { refresh } from '../../services/sessions/refresh-session';

/** Sign-in and token rotation (PRODUCT.md section 3). */
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
};

export default tokenRoutes;
