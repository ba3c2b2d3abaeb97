import fp from 'fastify-plugin';
import { createCounterStore, RateLimiter } from '../../security/rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    limiter: RateLimiter;
  }
}

/** Per-account and per-address limits, counted in Redis when REDIS_URL is set (shared by the processes), else here. */
export default fp(
  async (app) => {
    const { redisUrl, addressRateLimitFactor } = app.config;
    app.decorate('limiter', new RateLimiter(await createCounterStore(redisUrl), addressRateLimitFactor));
    app.addHook('onClose', async () => {
      await app.limiter.close();
    });
  },
  { name: 'rate-limiter' },
);
