import fp from 'fastify-plugin';
import { SessionCache } from '../../services/sessions/session-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Authenticated session state of this process, dropped on every process's news (session-state-writes.ts). */
    sessionCache: SessionCache;
  }
}

export default fp(
  async (app) => {
    const { sessionCacheMs, sessionCacheEntries } = app.config;
    app.decorate('sessionCache', new SessionCache(app.bus, { maxAgeMs: sessionCacheMs, maxEntries: sessionCacheEntries }));
    app.addHook('onClose', async () => {
      app.sessionCache.close();
    });
  },
  { name: 'session-cache', dependencies: ['event-bus'] },
);
