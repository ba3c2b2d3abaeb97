import { getReadiness, type Readiness } from '@ico/domain/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { migrationsPending } from '../db/client';
import { routeOf } from '../http/route-of';

/**
 * Readiness, for load balancers: whether this process should get new requests now. Unlike /api/health/ (is it alive,
 * does its database answer), it turns 503 as soon as the process is told to stop, while it still serves what comes
 * during the drain period (SHUTDOWN_DRAIN_SECONDS), so the balancer takes it out before its connections close.
 */
const readyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, getReadiness),
    config: { shed: false },
    handler: async (_request, reply) => {
      const notReady = (reason: NonNullable<Readiness['reason']>) => reply.status(503).send({ status: 'not-ready', reason });
      if (app.lifecycle.shuttingDown) return notReady('shutting-down');
      let pending: boolean;
      try {
        pending = await migrationsPending(app.database.db);
      } catch {
        return notReady('database-unreachable');
      }
      if (app.lifecycle.shuttingDown) return notReady('shutting-down');
      return pending ? notReady('migrations-pending') : reply.status(200).send({ status: 'ready' });
    },
  });
};

export default readyRoutes;
