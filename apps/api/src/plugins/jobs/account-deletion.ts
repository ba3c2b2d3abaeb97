import { Cron } from 'croner';
import fp from 'fastify-plugin';
import { deleteClosedAccounts } from '../../services/account-closures/delete-closed-accounts';

/**
 * Deletes closed accounts past their retention period, hourly in this process from the moment the app is ready until it
 * closes (a day's delay would be as lawful; an hour keeps the deletion close to the date the investor was told).
 * Only where ACCOUNT_DELETION_JOB is on; closure row locks keep two processes from racing.
 */
export default fp(
  async (app) => {
    if (!app.config.accountDeletionJob) return;
    let job: Cron | undefined;
    app.addHook('onReady', async () => {
      job = new Cron(
        '17 * * * *',
        {
          protect: true,
          unref: true,
          catch: (error: unknown) => app.log.error({ err: error }, 'account deletion job failed'),
        },
        async () => {
          const deleted = await deleteClosedAccounts(app, new Date());
          if (deleted > 0) app.log.info({ deleted }, 'closed accounts deleted after the retention period');
        },
      );
    });
    app.addHook('preClose', async () => {
      job?.stop();
    });
  },
  { name: 'account-deletion-job', dependencies: ['mailer', 'file-store', 'session-cache'] },
);
