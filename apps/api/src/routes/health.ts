import { getHealth } from '@ico/domain/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../db/client';
import { routeOf } from '../http/route-of';

/** Liveness and database reachability, for load balancers and operators. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, getHealth),
    config: { shed: false },
    handler: async (_request, reply) => {
      const reachable = await pingDatabase(app.database.db).then(
        () => true,
        () => false,
      );
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: app.database.kind,
        databaseReachable: reachable,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  });
};

export default healthRoutes;
