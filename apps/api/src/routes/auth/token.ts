import { obtainSession, refreshSession } from '@ico/domain/contracts/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { requestMeta } from '../../plugins/auth';
import { login } from '../../services/sessions/obtain-session';
import { refresh } from '../../services/sessions/refresh-session';

/** Sign-in and token rotation (PRODUCT.md section 3). */
const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, obtainSession),
    handler: (request) => login(app, request.body, requestMeta(request)),
  });

  app.route({
    ...routeOf(app, refreshSession),
    handler: (request) => refresh(app, request.body.refresh),
  });
};

export default tokenRoutes;
