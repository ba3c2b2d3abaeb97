import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route is answered from memory (or is the health check) and is never shed. */
    shed?: boolean;
  }
}

/** Seconds a shed client is asked to wait before trying again. */
export const SHED_RETRY_AFTER_SECONDS = 1;

/**
 * Load shedding: one process works on at most `limit` API requests at once. One more would only queue behind
 * them for a database connection or the offering lock, holding its socket and memory, until every answer is late;
 * it is answered 503 SERVICE_UNAVAILABLE with Retry-After at once instead, before it has done anything, so a
 * client may always try again. Counted from the request's arrival until its response is finished or its connection
 * closed. Routes with `config: { shed: false }` (the cached public reads, health) are always served, and uploads
 * (multipart) are not counted: they wait on the network, within their own size and part limits.
 */
export function registerLoadShedding(app: FastifyInstance, limit: number): void {
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.shed === false || !request.url.startsWith('/api/')) return;
    // An upload spends its time receiving the file from the investor's connection, not working: not counted.
    if (request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
    if (inFlight >= limit) throw new AppError('SERVICE_UNAVAILABLE', undefined, SHED_RETRY_AFTER_SECONDS);
    inFlight += 1;
    // 'close' comes once, after the response finished or when the client went away: never counted twice.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
}
