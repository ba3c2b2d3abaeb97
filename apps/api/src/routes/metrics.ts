import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestClusterMetrics } from '../cluster/cluster-metrics';
import { AppError } from '../errors';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Prometheus metrics (plugins/metrics.ts) for a scraper holding METRICS_TOKEN as its Bearer token: 401 without a
 * token, 403 with another one. Without METRICS_TOKEN the route does not exist (404). In a cluster the answer
 * covers every worker.
 */
const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const token = app.config.metricsToken;
  const registry = app.metrics;
  if (!token || !registry) return;
  const expected = digest(token);
  app.get(
    '/metrics/',
    { config: { shed: false }, schema: { tags: ['system'], summary: 'Prometheus metrics (Bearer METRICS_TOKEN)', hide: true } },
    async (request, reply) => {
      const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!given) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('UNAUTHORIZED');
      }
      // Digests of equal length: the comparison takes the same time whatever the token.
      if (!timingSafeEqual(digest(given), expected)) throw new AppError('FORBIDDEN');
      const text = cluster.isWorker ? await requestClusterMetrics() : await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    },
  );
};

export default metricsRoutes;
