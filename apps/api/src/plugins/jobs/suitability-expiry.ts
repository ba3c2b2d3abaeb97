import { SUITABILITY_RENEWAL_NOTICE_DAYS, suitabilityExpiresAt } from '@ico/domain/suitability-expiry';
import { Cron } from 'croner';
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { user } from '../../db/schema';
import { suitabilityRenewalMail } from '../../mail/risk-messages';
import type { Deps } from '../../services/deps';
import { updateUsers } from '../../services/sessions/session-state-writes';

const DAY_MS = 86_400_000;

/**
 * Issue 30, deliver 6: mails every investor whose suitability assessment ends within SUITABILITY_RENEWAL_NOTICE_DAYS,
 * once per assessment: the reminder's time is written on the account by a conditional update (only where none is
 * written yet) in the same transaction as the mail enters the outbox, so two processes or two runs never mail twice;
 * passing the test again clears it for the next assessment. Answers how many were mailed.
 */
export async function remindSuitabilityRenewals(
  deps: Pick<Deps, 'database' | 'mailer' | 'config' | 'sessionCache'>,
  now: Date,
): Promise<number> {
  const days = deps.config.suitabilityValidDays;
  const passedBefore = new Date(now.getTime() - (days - SUITABILITY_RENEWAL_NOTICE_DAYS) * DAY_MS);
  const due = and(
    isNull(user.role),
    eq(user.suitabilityTestStatus, 'DONE'),
    isNotNull(user.suitabilityPassedAt),
    isNull(user.suitabilityRemindedAt),
    lte(user.suitabilityPassedAt, passedBefore),
  );
  const candidates = await deps.database.db.select({ id: user.id }).from(user).where(due);
  let mailed = 0;
  for (const { id } of candidates) {
    const sent = await deps.database.db.transaction(async (tx) => {
      const [account] = await updateUsers(deps, tx, and(eq(user.id, id), due), { suitabilityRemindedAt: now });
      if (!account?.suitabilityPassedAt) return false;
      const expiresAt = suitabilityExpiresAt(account.suitabilityPassedAt, days);
      await deps.mailer.enqueue(tx, suitabilityRenewalMail(account.email, account.language, expiresAt, deps.config.publicUrl));
      return true;
    });
    if (sent) mailed += 1;
  }
  return mailed;
}

/** Runs the reminder daily (09:05 Bangkok time, 02:05 UTC) in this process from the moment the app is ready until it closes. */
export default fp(
  async (app) => {
    let job: Cron | undefined;
    app.addHook('onReady', async () => {
      job = new Cron(
        '5 2 * * *',
        {
          protect: true,
          unref: true,
          timezone: 'UTC',
          catch: (error: unknown) => app.log.error({ err: error }, 'suitability reminder job failed'),
        },
        async () => {
          const mailed = await remindSuitabilityRenewals(app, new Date());
          if (mailed > 0) {
            app.mailer.drain();
            app.log.info({ mailed }, 'suitability renewals mailed');
          }
        },
      );
    });
    app.addHook('preClose', async () => {
      job?.stop();
    });
  },
  { name: 'suitability-reminder-job', dependencies: ['mailer', 'session-cache'] },
);
