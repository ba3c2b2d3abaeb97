import fp from 'fastify-plugin';
import { PublicAnswerCache } from '../../services/offerings/public-answer-cache';

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicAnswerCache;
  }
  interface FastifyContextConfig {
    /**
     * true: a success of this route leaves the public cache alone. Reservations: in a launch every one would
     * clear it; the progress they change is dropped from it by their `offering_progress` news instead.
     */
    keepsPublicCache?: boolean;
  }
}

/** The public offering answers of this process (services/offerings/public-answer-cache.ts). */
export default fp(
  async (app) => {
    app.decorate('publicCache', new PublicAnswerCache(app.config.publicCacheMs));
    // Any write this process answered may change a public offering answer (an edit, a picture, a payment): the next
    // public read loads again. After the answer, so after the write's commit. Routes may opt out (reservations).
    // A callback hook (not async): every answer passes here, and a promise per hook is a cost of every public read.
    app.addHook('onResponse', (request, reply, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && !request.routeOptions.config.keepsPublicCache)
        app.publicCache.clear();
      done();
    });
  },
  { name: 'public-cache' },
);
