import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';

/**
 * Every 10 seconds, in every API process, delivers what the outbox holds: mails whose transaction committed
 * after the writer's own trigger ran, retries, and mails left by a process that stopped.
 */
export function scheduleMailOutbox(app: FastifyInstance): void {
  let job: Cron | undefined;
  app.addHook('onReady', async () => {
    app.mailer.drain();
    job = new Cron('*/10 * * * * *', { protect: true, unref: true }, () => app.mailer.drain());
  });
  app.addHook('preClose', async () => {
    job?.stop();
  });
}
