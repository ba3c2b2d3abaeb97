import fp from 'fastify-plugin';
import type { EventBus } from '../../events/event-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** News between the API processes of one portal (events/event-bus.ts). */
    bus: EventBus;
  }
}

/** The bus of this process, open from start to close: the caches and the live-progress hub listen on it. */
export default fp(
  async (app) => {
    app.decorate('bus', await app.database.openBus(app.log));
    app.addHook('onClose', async () => {
      await app.bus.close();
    });
  },
  { name: 'event-bus' },
);
