import { offeringProgressSchema } from '@ico/domain/contracts/offerings';
import fp from 'fastify-plugin';
import { LiveProgressHub } from '../../events/live-progress';
import { getOfferingProgress } from '../../services/offerings/get-offering-progress';
import { offeringCacheKeys } from '../../services/offerings/public-answer-cache';

declare module 'fastify' {
  interface FastifyInstance {
    liveProgress: LiveProgressHub;
  }
}

/** Open offering pages hear progress from here; news of a change also drops the offering's public progress answer. */
export default fp(
  async (app) => {
    app.decorate(
      'liveProgress',
      new LiveProgressHub({
        bus: app.bus,
        limits: app.config.liveStreams,
        log: app.log,
        load: async (id) => {
          const progress = await getOfferingProgress(app.database.db, id);
          return progress ? JSON.stringify(offeringProgressSchema.parse(progress)) : null;
        },
        onNews: (id) => app.publicCache.forgetJson(offeringCacheKeys.changedByProgress(id)),
        onReset: () => app.publicCache.clear(),
      }),
    );
    // Open streams would keep the server from closing: they end first, and browsers reconnect to another process.
    app.addHook('preClose', async () => {
      app.liveProgress.close();
    });
  },
  { name: 'live-progress', dependencies: ['event-bus', 'public-cache'] },
);
