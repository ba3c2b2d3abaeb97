import { randomBytes } from 'node:crypto';
import { WAITING_TICKET_HEADER, type WaitingRoomDetail } from '@ico/domain/admission';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { createWaitingTickets, type PlaceInLine, type WaitingTickets } from '../security/waiting-ticket';
import { AdmissionQueue, type AdmissionSettings } from './admission-queue';
import { bearer } from './auth';

/** The kinds of work a process limits separately; a route names its kind in `config.shed`. */
export type ShedClass = 'request' | 'reservation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route is answered from memory (or is the health check) and is never shed. 'reservation': the
     * route queues on an offering's lock and is let in by the waiting room (fair admission). Unset: an ordinary
     * request.
     */
    shed?: false | ShedClass;
  }
  interface FastifyInstance {
    /** The reservations' waiting room of this process. */
    admission: AdmissionQueue;
  }
}

/** Seconds a shed client is asked to wait before trying again. */
export const SHED_RETRY_AFTER_SECONDS = 1;

export type LoadLimits = {
  /** Ordinary API requests one process works on at once; one more is answered 503 at once. */
  request: number;
  /** The reservations' waiting room, and how long its tickets hold a place. */
  reservation: AdmissionSettings & { ticketTtlMs: number };
};

/**
 * Load shedding: one process works on at most `limits.request` ordinary API requests at once. One more would only
 * queue behind them for a database connection, holding its socket and memory, until every answer is late; it is
 * answered 503 SERVICE_UNAVAILABLE with Retry-After at once instead, before it has done anything, so a client may
 * always try again. Counted from the request's arrival until its response is finished or its connection closed.
 * Routes with `config: { shed: false }` (the cached public reads, health) are always served, and uploads (multipart)
 * are not counted: they wait on the network, within their own size and part limits.
 *
 * Reservations are not shed but admitted fairly (docs/decisions/0018-fair-admission.md): they wait in line in this
 * process, in order of their place, for one of `limits.reservation.limit` slots.
 */
export function registerLoadShedding(app: FastifyInstance, limits: LoadLimits): void {
  const inFlight = { request: 0 };
  const queue = new AdmissionQueue(limits.reservation, randomBytes(6).toString('hex'));
  const tickets = createWaitingTickets(app.config.jwtSecret);
  app.decorate('admission', queue);
  app.addHook('onRequest', async (request, reply) => {
    const kind = request.routeOptions.config.shed ?? 'request';
    if (kind === false || !request.url.startsWith('/api/')) return;
    if (kind === 'reservation') return admitReservation(request, reply, queue, tickets, limits.reservation.ticketTtlMs);
    // An upload spends its time receiving the file from the investor's connection, not working: not counted.
    if (request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
    if (inFlight.request >= limits.request) throw new AppError('SERVICE_UNAVAILABLE', undefined, SHED_RETRY_AFTER_SECONDS);
    inFlight.request += 1;
    // 'close' comes once, after the response finished or when the client went away: never counted twice.
    reply.raw.once('close', () => {
      inFlight.request -= 1;
    });
  });
}

/**
 * Lets a reservation in when a slot is free, in order of its place in line: a new arrival's place is now, a
 * ticket's is where it was first given. The token is checked here already (its signature, no database), so that a
 * ticket is bound to the investor; the session itself is checked by the route once admitted.
 */
async function admitReservation(
  request: FastifyRequest,
  reply: FastifyReply,
  queue: AdmissionQueue,
  tickets: WaitingTickets,
  ticketTtlMs: number,
): Promise<void> {
  const offering = (request.params as { id?: unknown }).id;
  // A path that names no offering is answered 404 by the route at once, without work: no place needed.
  if (typeof offering !== 'string' || !/^\d{1,10}$/.test(offering)) return;
  const { userId } = await request.server.tokens.verifyAccess(bearer(request));
  const holder = { userId, offeringId: Number(offering) };
  const presented = request.headers[WAITING_TICKET_HEADER];
  if (Array.isArray(presented)) throw new AppError('WAITING_TICKET_INVALID');
  const place: PlaceInLine = presented === undefined ? queue.arrive() : tickets.redeem(presented, holder, Date.now()).place;

  const { outcome, leave } = queue.enter(place);
  let release: (() => void) | undefined;
  let closed = false;
  reply.raw.once('close', () => {
    closed = true;
    if (release) release();
    else leave();
  });
  const result = await outcome;
  if (result.kind === 'refused') {
    const { refusal } = result;
    const detail: WaitingRoomDetail = {
      ticket: tickets.issue(holder, refusal.place, Date.now() + ticketTtlMs),
      position: String(refusal.position),
      waitSeconds: String(Math.ceil(refusal.waitMs / 1000)),
      retryAfterSeconds: String(refusal.retryAfterSeconds),
    };
    throw new AppError('SERVICE_UNAVAILABLE', detail, refusal.retryAfterSeconds);
  }
  if (result.kind === 'gone' || closed) {
    // Nobody to answer: the request ends here, its slot (if it got one in the meantime) freed at once.
    if (result.kind === 'admitted') result.release();
    reply.hijack();
    return;
  }
  release = result.release;
}
