import { SLIP_UPLOAD_STATUSES } from '@ico/domain/statuses';
import { Cron } from 'croner';
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { joining } from '../../db/schema';
import type { Deps } from '../../services/deps';
import { deadlineOf } from '../../services/joinings/joining-view';
import { cancelIfOverdue } from '../../services/joinings/payment-slip-rules';
import { holidaySet } from '../../services/offerings/offering-row';

/** A payment period lasts at least 3 business days: rows younger than this cannot be overdue yet. */
const SHORTEST_PERIOD_MS = 2 * 86_400_000;

/**
 * Cancels every reservation whose payment period ended before `now` (RESERVATION_REJECTED as `system`), one
 * transaction per joining. Rows are taken with FOR UPDATE SKIP LOCKED and re-checked under the lock, so API
 * processes running this at the same minute never cancel (or message) one reservation twice.
 * Answers how many this call cancelled.
 */
export async function expireReservations(deps: Pick<Deps, 'database' | 'mailer' | 'config'>, now: Date): Promise<number> {
  const db = deps.database.db;
  const holidays = await holidaySet(db);
  const candidates = await db
    .select({ id: joining.id, status: joining.status, paymentStartedAt: joining.paymentStartedAt })
    .from(joining)
    .where(
      and(
        inArray(joining.status, [...SLIP_UPLOAD_STATUSES]),
        isNotNull(joining.paymentStartedAt),
        lt(joining.paymentStartedAt, new Date(now.getTime() - SHORTEST_PERIOD_MS)),
      ),
    );
  let cancelled = 0;
  for (const candidate of candidates) {
    const deadline = deadlineOf(candidate, holidays);
    if (!deadline || now <= deadline) continue;
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(joining)
        .where(and(eq(joining.id, candidate.id), inArray(joining.status, [...SLIP_UPLOAD_STATUSES])))
        .for('update', { skipLocked: true })
        .limit(1);
      return row ? cancelIfOverdue(deps, tx, row, now, holidays) : false;
    });
    if (done) cancelled += 1;
  }
  return cancelled;
}

/**
 * Runs the deadline check every minute in this process from the moment the app is ready until it closes, where
 * PAYMENT_DEADLINE_JOB is on (every API process by default; row locks keep them from cancelling one twice).
 */
export default fp(
  async (app) => {
    if (!app.config.paymentDeadlineJob) return;
    let job: Cron | undefined;
    app.addHook('onReady', async () => {
      job = new Cron(
        '* * * * *',
        {
          protect: true,
          unref: true,
          catch: (error: unknown) => app.log.error({ err: error }, 'payment deadline job failed'),
        },
        async () => {
          const cancelled = await expireReservations(app, new Date());
          if (cancelled > 0) {
            app.publicCache.clear();
            app.log.info({ cancelled }, 'reservations cancelled after the payment period');
          }
        },
      );
    });
    app.addHook('preClose', async () => {
      job?.stop();
    });
  },
  { name: 'payment-deadline-job', dependencies: ['mailer', 'public-cache'] },
);
