import { getOfferingProgressContract, offeringProgressEventsContract } from '@ico/domain/contracts/offerings';
import { LIVE_RETRY_MS } from '@ico/domain/live-progress';
import { offeringProgressSchema } from '@ico/domain/offering-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { progressFrame } from '../../events/live-progress';
import { SHED_RETRY_AFTER_SECONDS } from '../../plugins/load-shedding';
import { sendJson } from '../../plugins/send-json';
import { getOfferingProgress } from '../../services/offerings/get-offering-progress';
import { offeringCacheKeys } from '../../services/offerings/public-answer-cache';

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // Neither a browser nor a proxy may keep or transform the stream; nginx must pass each event on at once.
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
};

/** EventSource always sends `Accept: text/event-stream`. */
const acceptsEventStream = (accept: string | undefined): boolean => accept?.toLowerCase().includes('text/event-stream') ?? false;

/**
 * An offering's progress: public, no sign-in (spec section 7), once or live (issue 18). The answer comes from the
 * process's public answer cache, already serialised. The live stream is never shed (a refused stream would only come
 * back as polls); bounded instead per process and per client address. It is written on the raw response: no
 * compression (which would hold events back), no serialiser; the security headers are already set on it.
 */
const offeringProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const cache = app.publicCache;
  const hub = app.liveProgress;

  app.get(
    '/icoprogress/:id/',
    {
      config: { shed: false },
      schema: { tags: ['icoportal'], summary: 'Reserved and paid sums and the amount still available', ...getOfferingProgressContract },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = await cache.json(offeringCacheKeys.progress(id), offeringProgressSchema, async () => {
        const progress = await getOfferingProgress(db, id);
        if (!progress) throw new AppError('ICO_NOT_EXIST');
        return progress;
      });
      return sendJson(reply, body);
    },
  );

  app.get(
    '/icoprogress/:id/events/',
    {
      config: { shed: false },
      schema: {
        tags: ['icoportal'],
        summary: "The offering's progress as it changes (Server-Sent Events)",
        description:
          'A `text/event-stream`: `retry:` advice, then `event: progress` whose data is the icoprogress answer, first the ' +
          'current progress and then each change, and a comment every 20 s. 404 ICO_NOT_EXIST for an unknown offering; ' +
          '503 SERVICE_UNAVAILABLE when the process holds its limit of streams, 429 TOO_MANY_REQUESTS when the address does ' +
          '(the page then polls icoprogress). Without `Accept: text/event-stream` (and for HEAD), the progress once as JSON.',
        ...offeringProgressEventsContract,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // A client that does not ask for a stream (and HEAD) gets the progress once, as JSON: nothing is held open.
      if (request.method === 'HEAD' || !acceptsEventStream(request.headers.accept)) {
        const json = await hub.current(id);
        if (json === null) throw new AppError('ICO_NOT_EXIST');
        return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(json);
      }
      const slot = hub.reserve(request.ip);
      if (typeof slot === 'string') throw new AppError(slot, undefined, SHED_RETRY_AFTER_SECONDS);
      let first: string | null;
      try {
        first = await hub.current(id);
      } catch (error) {
        slot.release();
        throw error;
      }
      if (first === null) {
        slot.release();
        throw new AppError('ICO_NOT_EXIST');
      }
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, STREAM_HEADERS);
      res.write(`retry: ${LIVE_RETRY_MS}\n\n${progressFrame(first)}`);
      hub.attach(slot, id, res, first);
    },
  );
};

export default offeringProgressRoutes;
