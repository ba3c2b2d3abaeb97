import { Cron } from 'croner';
import fp from 'fastify-plugin';

/**
 * Every 10 seconds, in every API process, delivers what the outbox holds: mails whose transaction committed
 * after the writer's own trigger ran, retries, and mails left by a process that stopped.
 */
export default fp(
  async (app) => {
    let job: Cron | undefined;
    app.addHook('onReady', async () => {
      app.mailer.drain();
      job = new Cron('*/10 * * * * *', { protect: true, unref: true }, () => app.mailer.drain());
    });
    app.addHook('preClose', async () => {
      job?.stop();
    });
  },
  { name: 'mail-outbox-job', dependencies: ['mailer'] },
);
