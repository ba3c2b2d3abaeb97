import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** The kinds of work a process limits separately; a route names its kind in `config.shed`. */
export type ShedClass = 'request' | 'reservation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route is answered from memory (or is the health check) and is never shed. 'reservation': the
     * route queues on an offering's lock and has its own, smaller limit. Unset: an ordinary request.
     */
    shed?: false | ShedClass;
  }
}

/** Seconds a shed client is asked to wait before trying again. */
export const SHED_RETRY_AFTER_SECONDS = 1;

/**
 * Load shedding: one process works on at most `limits.request` ordinary API requests and `limits.reservation`
 * reservations at once. One more would only queue behind them for a database connection or the offering lock,
 * holding its socket and memory, until every answer is late; it is answered 503 SERVICE_UNAVAILABLE with
 * Retry-After at once instead, before it has done anything, so a client may always try again. Reservations have a
 * limit of their own: they wait on one row lock, so a few dozen in flight already make every one of them slow,
 * while reads at that concurrency are still quick. Counted from the request's arrival until its response is
 * finished or its connection closed. Routes with `config: { shed: false }` (the cached public reads, health) are
 * always served, and uploads (multipart) are not counted: they wait on the network, within their own size and part
 * limits.
 */
export function registerLoadShedding(app: FastifyInstance, limits: Record<ShedClass, number>): void {
  const inFlight: Record<ShedClass, number> = { request: 0, reservation: 0 };
  app.addHook('onRequest', async (request, reply) => {
    const kind = request.routeOptions.config.shed ?? 'request';
    if (kind === false || !request.url.startsWith('/api/')) return;
    // An upload spends its time receiving the file from the investor's connection, not working: not counted.
    if (request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
    if (inFlight[kind] >= limits[kind]) throw new AppError('SERVICE_UNAVAILABLE', undefined, SHED_RETRY_AFTER_SECONDS);
    inFlight[kind] += 1;
    // 'close' comes once, after the response finished or when the client went away: never counted twice.
    reply.raw.once('close', () => {
      inFlight[kind] -= 1;
    });
  });
}
